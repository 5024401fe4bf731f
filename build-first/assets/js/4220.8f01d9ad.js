exports.id = 4220;
exports.ids = [4220];
exports.modules = {

/***/ 14220
(module, __unused_webpack_exports, __webpack_require__) {

module.exports = {"src":Object.assign(Object.create({toString(){return this.src;}}),{srcSet:__webpack_require__.p + "assets/ideal-img/react-native-ios-kit.62dcf39.640.png"+" 640w",images:[{path:__webpack_require__.p + "assets/ideal-img/react-native-ios-kit.62dcf39.640.png",width:640,height:320}],src:__webpack_require__.p + "assets/ideal-img/react-native-ios-kit.62dcf39.640.png",placeholder: undefined,width:640,height:320}),"preSrc":"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAoAAAAFCAIAAADzBuo/AAAACXBIWXMAAAsTAAALEwEAmpwYAAAAiElEQVR4nC3E3Q6CIBiAYe6/K+mge+gwz1stI3/XMAH5gA8URWm53j17yQvecgTmgI1aLijmPz4Zaj/kJptDdqJ1WRVVVf60TUspNaBV9CSH7ni/CAAu5QAKnUPvLGJcopiRsGnI+vNTP1JK67amvW2/CEgK7K8qrx1TsxfBimB7rzsPfDQl8i+C+IpgvsearwAAAABJRU5ErkJggg=="};

/***/ }

};
;