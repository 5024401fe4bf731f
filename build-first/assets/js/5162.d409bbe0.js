exports.id = 5162;
exports.ids = [5162];
exports.modules = {

/***/ 85162
(module, __unused_webpack_exports, __webpack_require__) {

module.exports = {"src":Object.assign(Object.create({toString(){return this.src;}}),{srcSet:__webpack_require__.p + "assets/ideal-img/runlet.d7552fd.640.png"+" 640w",images:[{path:__webpack_require__.p + "assets/ideal-img/runlet.d7552fd.640.png",width:640,height:320}],src:__webpack_require__.p + "assets/ideal-img/runlet.d7552fd.640.png",placeholder: undefined,width:640,height:320}),"preSrc":"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAoAAAAFCAIAAADzBuo/AAAACXBIWXMAAAsTAAALEwEAmpwYAAAAfUlEQVR4nE2LOw7CMBBEfX+JU3AMqGg4AYUTWZahwAm7lpbF609CgjApGI2mmKenuIcYWLxMUPOQ5B63+sjmqcJlPO9OV3frTM/M6y/LdwpmRZrMviMgDGGu88beDUNRDHSUg2bd/mb922zJOYseJqwFcsGcRpEhpoe8LH8AbcaM8WRQ/U0AAAAASUVORK5CYII="};

/***/ }

};
;