exports.id = 2070;
exports.ids = [2070];
exports.modules = {

/***/ 22070
(module, __unused_webpack_exports, __webpack_require__) {

module.exports = {"src":Object.assign(Object.create({toString(){return this.src;}}),{srcSet:__webpack_require__.p + "assets/ideal-img/drayman.0905e13.640.png"+" 640w",images:[{path:__webpack_require__.p + "assets/ideal-img/drayman.0905e13.640.png",width:640,height:320}],src:__webpack_require__.p + "assets/ideal-img/drayman.0905e13.640.png",placeholder: undefined,width:640,height:320}),"preSrc":"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAoAAAAFCAIAAADzBuo/AAAACXBIWXMAAAsTAAALEwEAmpwYAAAAh0lEQVR4nD2Lyw7CIBAA+X/vfoRnf8FDz8ZXowXRhLYsS0mRig27xpg0mcMcZkQTrpDAJAuzd7M3qf/TJnsb7+LozqtqLZ9KKy2lKqUwMzExs8te1EFuTlsY0CGOMRIVYir8iyCjMO+usrs6XJZpEcheNFHv/UG9NH4GyAjZdxO0yfaTk/HxBdWGizCn1jnbAAAAAElFTkSuQmCC"};

/***/ }

};
;