exports.id = 2937;
exports.ids = [2937];
exports.modules = {

/***/ 2937
(module, __unused_webpack_exports, __webpack_require__) {

module.exports = {"src":Object.assign(Object.create({toString(){return this.src;}}),{srcSet:__webpack_require__.p + "assets/ideal-img/blink-shell.4cb7587.640.png"+" 640w",images:[{path:__webpack_require__.p + "assets/ideal-img/blink-shell.4cb7587.640.png",width:640,height:320}],src:__webpack_require__.p + "assets/ideal-img/blink-shell.4cb7587.640.png",placeholder: undefined,width:640,height:320}),"preSrc":"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAoAAAAFCAIAAADzBuo/AAAACXBIWXMAAAsTAAALEwEAmpwYAAAAjklEQVR4nC3LywqCQBQA0Pn/dv1E0Ee0C2kZYZg6PsF5jzjqjBcabxStD4c4mq2jCoKDkm9rQEnPBs+ZF3yuKLHPNDke6rKsmu5V5FIqRNz3HRHBGOKKgp7OzphpmdYVYANExBh/rInT7AK3e5eO+WjtNcbw5f/WZG5o2z9UXy0tc0O2aRGU9IIHrZa2/gB5KImg/iBMaAAAAABJRU5ErkJggg=="};

/***/ }

};
;