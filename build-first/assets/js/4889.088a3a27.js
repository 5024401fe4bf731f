exports.id = 4889;
exports.ids = [4889];
exports.modules = {

/***/ 24889
(module, __unused_webpack_exports, __webpack_require__) {

module.exports = {"src":Object.assign(Object.create({toString(){return this.src;}}),{srcSet:__webpack_require__.p + "assets/ideal-img/some-engineering-inc.a5ed224.640.png"+" 640w",images:[{path:__webpack_require__.p + "assets/ideal-img/some-engineering-inc.a5ed224.640.png",width:640,height:320}],src:__webpack_require__.p + "assets/ideal-img/some-engineering-inc.a5ed224.640.png",placeholder: undefined,width:640,height:320}),"preSrc":"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAoAAAAFCAIAAADzBuo/AAAACXBIWXMAAAsTAAALEwEAmpwYAAAAjElEQVR4nB3EvQ7CIBRAYV7fR3F1dTVOTk00lgbQopGf0li4cMHYYuzJl0O4Hh3AY4TXhDpkC0WH/OeR2UAuz2GzO1471rWtlJJSKoTopax1cfFDOuW3B8Z7qaxOmGNMCTFhrrUOsRAV/Mnvm3vzpjDP37q2rHexEO7C2d6YMcokF8sAxUyop2Q9Cgc/Y7mJ6yHchsUAAAAASUVORK5CYII="};

/***/ }

};
;