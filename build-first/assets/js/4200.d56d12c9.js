exports.id = 4200;
exports.ids = [4200];
exports.modules = {

/***/ 54200
(module, __unused_webpack_exports, __webpack_require__) {

module.exports = {"src":Object.assign(Object.create({toString(){return this.src;}}),{srcSet:__webpack_require__.p + "assets/ideal-img/kwatch.1ba8260.640.png"+" 640w",images:[{path:__webpack_require__.p + "assets/ideal-img/kwatch.1ba8260.640.png",width:640,height:320}],src:__webpack_require__.p + "assets/ideal-img/kwatch.1ba8260.640.png",placeholder: undefined,width:640,height:320}),"preSrc":"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAoAAAAFCAIAAADzBuo/AAAACXBIWXMAAAsTAAALEwEAmpwYAAAAiklEQVR4nC2Lyw6CMBBF+/vu/QnX/oILdeEOiUBBNMa2dDopj0I1zBjF5K7OOVdIX8AIKhh4o47wDGaZCo3sanF2l9V+fX3UMisQkZmJiJiYGSKKzFebdAutRz9Mr/jVTDPPzGyjE2rSR3tIzG5wJ/rRpfi/y/6WYFq2ue4qGx1ENMHq0DQjVP39A9TuiujXos68AAAAAElFTkSuQmCC"};

/***/ }

};
;