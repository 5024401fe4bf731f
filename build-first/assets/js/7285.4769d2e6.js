exports.id = 7285;
exports.ids = [7285];
exports.modules = {

/***/ 27285
(module, __unused_webpack_exports, __webpack_require__) {

module.exports = {"src":Object.assign(Object.create({toString(){return this.src;}}),{srcSet:__webpack_require__.p + "assets/ideal-img/soda-for-sparc.f026763.640.png"+" 640w",images:[{path:__webpack_require__.p + "assets/ideal-img/soda-for-sparc.f026763.640.png",width:640,height:320}],src:__webpack_require__.p + "assets/ideal-img/soda-for-sparc.f026763.640.png",placeholder: undefined,width:640,height:320}),"preSrc":"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAoAAAAFCAIAAADzBuo/AAAACXBIWXMAAAsTAAALEwEAmpwYAAAAjUlEQVR4nBWJSw6CMBQAe39v4dIzuEROIBCiCM8PUgv9vQdNLVLTySSzGIbX56L0/FaOGy8wjLTK2Q16GTQ2nMkC8t0Bbl1Rla++7wDOVemcizH6EZmth2Z/MhI/hpQ2M5E1dg0hbYHMiun4zeo+j0X2oykmtril+JEYthzuF/mA0ILnyk+0cJ0UllrxB308ieSsbPpzAAAAAElFTkSuQmCC"};

/***/ }

};
;