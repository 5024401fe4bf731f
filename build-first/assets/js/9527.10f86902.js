exports.id = 9527;
exports.ids = [9527];
exports.modules = {

/***/ 59527
(module, __unused_webpack_exports, __webpack_require__) {

module.exports = {"src":Object.assign(Object.create({toString(){return this.src;}}),{srcSet:__webpack_require__.p + "assets/ideal-img/edulinks.d6f3e10.640.png"+" 640w",images:[{path:__webpack_require__.p + "assets/ideal-img/edulinks.d6f3e10.640.png",width:640,height:320}],src:__webpack_require__.p + "assets/ideal-img/edulinks.d6f3e10.640.png",placeholder: undefined,width:640,height:320}),"preSrc":"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAoAAAAFCAIAAADzBuo/AAAACXBIWXMAAAsTAAALEwEAmpwYAAAAgUlEQVR4nD2Lyw7CIBRE+X7/wh9x58rEnRvFUo2m2l4IFLgXKg+DMZ1MZnFOhumLcsrZAQMsAT52wH9fqK+WTSfYbfa37s47Lvo+pVRrraUNycjkeT5uuRo1SOmsL7k0l38aIkMwmA+5hAbWrG8jZv14IhDJhSCSjH4k90Y/kRHuC1uJjSi3GOoGAAAAAElFTkSuQmCC"};

/***/ }

};
;