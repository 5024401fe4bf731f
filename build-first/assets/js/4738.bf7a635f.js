exports.id = 4738;
exports.ids = [4738];
exports.modules = {

/***/ 84738
(module, __unused_webpack_exports, __webpack_require__) {

module.exports = {"src":Object.assign(Object.create({toString(){return this.src;}}),{srcSet:__webpack_require__.p + "assets/ideal-img/prismatic.0773c9f.640.png"+" 640w",images:[{path:__webpack_require__.p + "assets/ideal-img/prismatic.0773c9f.640.png",width:640,height:320}],src:__webpack_require__.p + "assets/ideal-img/prismatic.0773c9f.640.png",placeholder: undefined,width:640,height:320}),"preSrc":"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAoAAAAFCAIAAADzBuo/AAAACXBIWXMAAAsTAAALEwEAmpwYAAAAh0lEQVR4nD3LXQqCQBQG0Nk/PbSCFtBK2oCChI4G4vzcO2bajBd1voig835UM9058fC2tDFtwSQ3RDtEa6KrZ61KLk+3c9c/2qZrai0iADIyAJagqqm+FFf3pHEc52Xejz0jHzgAkLCi1eBV5P2b/n6bJCi9tP1U+dWTBBImCTZ5E51PrJfuA+KPi7OqxMljAAAAAElFTkSuQmCC"};

/***/ }

};
;