exports.id = 4154;
exports.ids = [4154];
exports.modules = {

/***/ 64154
(module, __unused_webpack_exports, __webpack_require__) {

module.exports = {"src":Object.assign(Object.create({toString(){return this.src;}}),{srcSet:__webpack_require__.p + "assets/ideal-img/nhost.563f4d2.640.png"+" 640w",images:[{path:__webpack_require__.p + "assets/ideal-img/nhost.563f4d2.640.png",width:640,height:320}],src:__webpack_require__.p + "assets/ideal-img/nhost.563f4d2.640.png",placeholder: undefined,width:640,height:320}),"preSrc":"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAoAAAAFCAIAAADzBuo/AAAACXBIWXMAAAsTAAALEwEAmpwYAAAAiElEQVR4nFWLSw7CIBQAuX88gidw5QVcmpgYV7KpFpD4ofRBiyC0ooDxs3Eyu8kgd6i8gQAydjBAE1rxExrHCep2eDWdMFrXjMYYy5ecSyn3XqMr3ZP5zHamNz6l9A45l5Q+WSHbi4VfY710aiO26jE+/253JPyMoam8JJZfRqUG3QaQQcPtxF7T24qSCO5ISwAAAABJRU5ErkJggg=="};

/***/ }

};
;