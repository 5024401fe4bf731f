exports.id = 8412;
exports.ids = [8412];
exports.modules = {

/***/ 68412
(module, __unused_webpack_exports, __webpack_require__) {

module.exports = {"src":Object.assign(Object.create({toString(){return this.src;}}),{srcSet:__webpack_require__.p + "assets/ideal-img/labview.bc57e3a.640.png"+" 640w",images:[{path:__webpack_require__.p + "assets/ideal-img/labview.bc57e3a.640.png",width:640,height:320}],src:__webpack_require__.p + "assets/ideal-img/labview.bc57e3a.640.png",placeholder: undefined,width:640,height:320}),"preSrc":"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAoAAAAFCAIAAADzBuo/AAAACXBIWXMAAAsTAAALEwEAmpwYAAAAiUlEQVR4nC3L3QrCIBiAYW896D466zI62Ok6q2ApItsKZfqZP2VMdF8sBu/Zy0Mi65KDj1RZ6wKQpNxSKnJO7O3a7Hdj39857ygrpSAiLgsizgAkUEoPx2Rf3rng/VLr+mpdtzEkaNnk9vQ8Cxv+bHWbNoZEwYfh8hiZkyoDzMZ8pykplbR+C/EDhi6KCoLh9SsAAAAASUVORK5CYII="};

/***/ }

};
;