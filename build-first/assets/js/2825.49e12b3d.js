exports.id = 2825;
exports.ids = [2825];
exports.modules = {

/***/ 12825
(module, __unused_webpack_exports, __webpack_require__) {

module.exports = {"src":Object.assign(Object.create({toString(){return this.src;}}),{srcSet:__webpack_require__.p + "assets/ideal-img/pptxgenjs.5e94c99.640.png"+" 640w",images:[{path:__webpack_require__.p + "assets/ideal-img/pptxgenjs.5e94c99.640.png",width:640,height:320}],src:__webpack_require__.p + "assets/ideal-img/pptxgenjs.5e94c99.640.png",placeholder: undefined,width:640,height:320}),"preSrc":"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAoAAAAFCAIAAADzBuo/AAAACXBIWXMAAAsTAAALEwEAmpwYAAAAjUlEQVR4nB3LSw6CMBQF0K7fDbgDE/fg1BkTTTRRKKQBhdL32vCxtIn0Gpyc2RFlZdnNb+21Cey+PcVW+1b7rvdSTeL+oN3+XKlayiIvcmYGkFICwC6KZzkejrnhwQ6WiMMSAKwrAJCNorNjFk5XdRmKT8KW/ntz22U93V5KNqZrPLlINvbktfGGl6qef430ikCQuYrTAAAAAElFTkSuQmCC"};

/***/ }

};
;