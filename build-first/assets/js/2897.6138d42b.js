exports.id = 2897;
exports.ids = [2897];
exports.modules = {

/***/ 12897
(module, __unused_webpack_exports, __webpack_require__) {

module.exports = {"src":Object.assign(Object.create({toString(){return this.src;}}),{srcSet:__webpack_require__.p + "assets/ideal-img/flarum.50d44c2.640.png"+" 640w",images:[{path:__webpack_require__.p + "assets/ideal-img/flarum.50d44c2.640.png",width:640,height:320}],src:__webpack_require__.p + "assets/ideal-img/flarum.50d44c2.640.png",placeholder: undefined,width:640,height:320}),"preSrc":"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAoAAAAFCAIAAADzBuo/AAAACXBIWXMAAAsTAAALEwEAmpwYAAAAhklEQVR4nEWLSw6CMBgGe3tP4BG8gHfQhVsjiRhKEQ3Y9u9DoaUm9DPKwsnsJsO44yaablQykUzUBbXYB129rqygcrVfi3tTV8J7DyDnnJEBUHKs9M3mtCVvNVGY4jcjz5gB6GRZP8mD2l38eQn48b/50B5tIcbWvp+UHCUnIz2CVtHUw+0D65qLeyiQvqkAAAAASUVORK5CYII="};

/***/ }

};
;