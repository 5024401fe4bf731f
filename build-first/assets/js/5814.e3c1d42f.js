exports.id = 5814;
exports.ids = [5814];
exports.modules = {

/***/ 55814
(module, __unused_webpack_exports, __webpack_require__) {

module.exports = {"src":Object.assign(Object.create({toString(){return this.src;}}),{srcSet:__webpack_require__.p + "assets/ideal-img/easy-dates.c9234c8.640.png"+" 640w",images:[{path:__webpack_require__.p + "assets/ideal-img/easy-dates.c9234c8.640.png",width:640,height:320}],src:__webpack_require__.p + "assets/ideal-img/easy-dates.c9234c8.640.png",placeholder: undefined,width:640,height:320}),"preSrc":"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAoAAAAFCAIAAADzBuo/AAAACXBIWXMAAAsTAAALEwEAmpwYAAAAiElEQVR4nD3LsQ6CMBSFYR7fl3B3dnY27joo0AiIlLb3lkKhtlF6TQc9+beTL7PNdRlhUdxr8ZkwDMoBT2FvW5bp8nLcbh5N1XZ9XpRCSiKKMRJRMJBNdcH2uwkREM0weO8pRlrX3234YT7dbJ4QJZT217Zj9fOMqnqPOhgIBl5aOhROq7m7fwHJ14sTEGKCgAAAAABJRU5ErkJggg=="};

/***/ }

};
;