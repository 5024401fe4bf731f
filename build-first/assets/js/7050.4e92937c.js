exports.id = 7050;
exports.ids = [7050];
exports.modules = {

/***/ 97050
(module, __unused_webpack_exports, __webpack_require__) {

module.exports = {"src":Object.assign(Object.create({toString(){return this.src;}}),{srcSet:__webpack_require__.p + "assets/ideal-img/saleor.252aeba.640.png"+" 640w",images:[{path:__webpack_require__.p + "assets/ideal-img/saleor.252aeba.640.png",width:640,height:320}],src:__webpack_require__.p + "assets/ideal-img/saleor.252aeba.640.png",placeholder: undefined,width:640,height:320}),"preSrc":"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAoAAAAFCAIAAADzBuo/AAAACXBIWXMAAAsTAAALEwEAmpwYAAAAhElEQVR4nDXKQQ7CIBCFYa7vTTyCS12YuOhCY2MsKTaNiaAUKMx0wGjFRNuXf/c9Zv0ZovaDxHSHqALJf0DKgmDKHFe7RXttOK9TjHnaJ+dMz451Pd+fliF44wZ6vWcbJ+6j3OiifGzRFONhnW/id5jZori4UoUKsCZdkW8xaSCFUTtsvhG/iyV2xkcLAAAAAElFTkSuQmCC"};

/***/ }

};
;