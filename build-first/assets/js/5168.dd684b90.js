exports.id = 5168;
exports.ids = [5168];
exports.modules = {

/***/ 25168
(module, __unused_webpack_exports, __webpack_require__) {

module.exports = {"src":Object.assign(Object.create({toString(){return this.src;}}),{srcSet:__webpack_require__.p + "assets/ideal-img/livekit.1736565.640.png"+" 640w",images:[{path:__webpack_require__.p + "assets/ideal-img/livekit.1736565.640.png",width:640,height:320}],src:__webpack_require__.p + "assets/ideal-img/livekit.1736565.640.png",placeholder: undefined,width:640,height:320}),"preSrc":"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAoAAAAFCAIAAADzBuo/AAAACXBIWXMAAAsTAAALEwEAmpwYAAAAiUlEQVR4nDWLOQ7CMBQFfXUOwyUoKJDoQpUUWCaKoIjjeIu3nw38EZZ4mm7mkaApgEqeb7NcYATfQ+CFIUwtMaK5nA49f90p09oiYs4ZMSPiOmviNWPVMXpvbdr2FX/LiJ+iFfHAz6aq5TXI21CbfXmX4P8Orn3qRk00uYcT/RLVnEaIApKMrvsCIm6LjCki5KAAAAAASUVORK5CYII="};

/***/ }

};
;