exports.id = 8414;
exports.ids = [8414];
exports.modules = {

/***/ 78414
(module, __unused_webpack_exports, __webpack_require__) {

module.exports = {"src":Object.assign(Object.create({toString(){return this.src;}}),{srcSet:__webpack_require__.p + "assets/ideal-img/kaustubhk24.0d0e9ce.640.png"+" 640w",images:[{path:__webpack_require__.p + "assets/ideal-img/kaustubhk24.0d0e9ce.640.png",width:640,height:320}],src:__webpack_require__.p + "assets/ideal-img/kaustubhk24.0d0e9ce.640.png",placeholder: undefined,width:640,height:320}),"preSrc":"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAoAAAAFCAIAAADzBuo/AAAACXBIWXMAAAsTAAALEwEAmpwYAAAAiUlEQVR4nCWLwQ6CMBAF+/ve/QrjdxjvJipIESEibXfbQrGlNGENOHmneRlW2gK9br9CRoXJYDJiUq3vOi+5q9gVs915X9ZVVb6KB8/u+TA42sCoWd7zw+2oLCgAbc3g3JzmhRYigqjZe8KTCWZORLSscuV/rzUf64ttPgF01LBNBhBeqYDPsfkBl1WK2DUE24gAAAAASUVORK5CYII="};

/***/ }

};
;