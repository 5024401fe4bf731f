exports.id = 8453;
exports.ids = [8453];
exports.modules = {

/***/ 98453
(module, __unused_webpack_exports, __webpack_require__) {

module.exports = {"src":Object.assign(Object.create({toString(){return this.src;}}),{srcSet:__webpack_require__.p + "assets/ideal-img/apex-fp.79f2081.640.png"+" 640w",images:[{path:__webpack_require__.p + "assets/ideal-img/apex-fp.79f2081.640.png",width:640,height:320}],src:__webpack_require__.p + "assets/ideal-img/apex-fp.79f2081.640.png",placeholder: undefined,width:640,height:320}),"preSrc":"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAoAAAAFCAIAAADzBuo/AAAACXBIWXMAAAsTAAALEwEAmpwYAAAAf0lEQVR4nD2LQQrCMBBFc3zv4hVciri3GwOtjQgJnTjBTjOZVJpKI/p5/M3jKQrXyMDRzRlmAY72h6OxVQjN6bgz9643D2tdKWXdtn2Wp3oF3TX7gAOGkCStZaluqdorSvYAZz3qmnzTf+0VUWvwglP/zpjFZ/GJB46OGSa6fQBgAozHN+AK0gAAAABJRU5ErkJggg=="};

/***/ }

};
;