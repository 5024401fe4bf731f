exports.id = 5453;
exports.ids = [5453];
exports.modules = {

/***/ 85453
(module, __unused_webpack_exports, __webpack_require__) {

module.exports = {"src":Object.assign(Object.create({toString(){return this.src;}}),{srcSet:__webpack_require__.p + "assets/ideal-img/techharvesting.0181fe3.640.png"+" 640w",images:[{path:__webpack_require__.p + "assets/ideal-img/techharvesting.0181fe3.640.png",width:640,height:320}],src:__webpack_require__.p + "assets/ideal-img/techharvesting.0181fe3.640.png",placeholder: undefined,width:640,height:320}),"preSrc":"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAoAAAAFCAIAAADzBuo/AAAACXBIWXMAAAsTAAALEwEAmpwYAAAAjElEQVR4nC2LQQ+CIBhA+f2d+gf9gs5dW4fWuc1VUwR0TJEPBBWSQulgb+/29tBY5K5XrhFzJ7+gN30jfNuNmCKdPa67PSP0iTFhrKQUUxJjTCkF0Mi+yvxwdKp3xlhj3DRZa5ctS4UGEJdwO8P9BPKzLmljXf/3QFhVZZyTmrczqADaC+nb7i3VROofRtuJPhgpZUIAAAAASUVORK5CYII="};

/***/ }

};
;