exports.id = 2136;
exports.ids = [2136];
exports.modules = {

/***/ 62136
(module, __unused_webpack_exports, __webpack_require__) {

module.exports = {"src":Object.assign(Object.create({toString(){return this.src;}}),{srcSet:__webpack_require__.p + "assets/ideal-img/peradaban.90c75e2.640.png"+" 640w",images:[{path:__webpack_require__.p + "assets/ideal-img/peradaban.90c75e2.640.png",width:640,height:320}],src:__webpack_require__.p + "assets/ideal-img/peradaban.90c75e2.640.png",placeholder: undefined,width:640,height:320}),"preSrc":"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAoAAAAFCAIAAADzBuo/AAAACXBIWXMAAAsTAAALEwEAmpwYAAAAiElEQVR4nDWLSw6CMBQAe37P4NobeAbZ+2sQEWINtK+PtihtEdNnwJjZTDIZJiw3AdTQgG8wSowS/Ozat/fnlRV4WGerWlRVWZ/OHEATUUqJiOyIrHb59rjpHCJ2Uinr3PSZEv2yZhDbHWSXPp+nhSX9bzGU3OzFUPVvY0Z0I2JQ2ssuwON1+wKd4IqwE32B8AAAAABJRU5ErkJggg=="};

/***/ }

};
;