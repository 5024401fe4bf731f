exports.id = 2001;
exports.ids = [2001];
exports.modules = {

/***/ 32001
(module, __unused_webpack_exports, __webpack_require__) {

module.exports = {"src":Object.assign(Object.create({toString(){return this.src;}}),{srcSet:__webpack_require__.p + "assets/ideal-img/react-native-elements.23be757.640.png"+" 640w",images:[{path:__webpack_require__.p + "assets/ideal-img/react-native-elements.23be757.640.png",width:640,height:320}],src:__webpack_require__.p + "assets/ideal-img/react-native-elements.23be757.640.png",placeholder: undefined,width:640,height:320}),"preSrc":"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAoAAAAFCAIAAADzBuo/AAAACXBIWXMAAAsTAAALEwEAmpwYAAAAkUlEQVR4nC3L3QrCIBiAYe+frqEb6LCzLiDooCimg/2ZEWtufi7ZRPliaix6Tx9ewh9aG9sNrlOu7a0EJ8F3yklwzXMmeQ2b7ZHmBaUZY6xpakRMv7RBUt6n3Z6XlThfrreMKdDLEmNcGd5IpJlO9lDNRUopxBBCSOnP683bib6EUDCaDxjUBofR99qp0YvWfgEUJok2ZLsXcwAAAABJRU5ErkJggg=="};

/***/ }

};
;