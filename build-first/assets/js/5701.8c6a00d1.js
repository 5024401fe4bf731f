exports.id = 5701;
exports.ids = [5701];
exports.modules = {

/***/ 15701
(module, __unused_webpack_exports, __webpack_require__) {

module.exports = {"src":Object.assign(Object.create({toString(){return this.src;}}),{srcSet:__webpack_require__.p + "assets/ideal-img/metro.baf55a7.640.png"+" 640w",images:[{path:__webpack_require__.p + "assets/ideal-img/metro.baf55a7.640.png",width:640,height:320}],src:__webpack_require__.p + "assets/ideal-img/metro.baf55a7.640.png",placeholder: undefined,width:640,height:320}),"preSrc":"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAoAAAAFCAIAAADzBuo/AAAACXBIWXMAAAsTAAALEwEAmpwYAAAAh0lEQVR4nD2LvQrCMBRG8/6riy/gCzg7C8XFRaRokiaiTW/+oJGb3kqjtIofh285HKYuPoRkHghmAJO7Fr+AwYYnVp/celVxoYQU42t8Lytl/uCJ8brfbkQMKcaASKXMbpoW7Yh1tj/Qbn87Ghj+3a92xJRMZ91cNbT3HD0FRxYyGHQ2a/n8ANLnivC+PfagAAAAAElFTkSuQmCC"};

/***/ }

};
;