exports.id = 3392;
exports.ids = [3392];
exports.modules = {

/***/ 83392
(module, __unused_webpack_exports, __webpack_require__) {

module.exports = {"src":Object.assign(Object.create({toString(){return this.src;}}),{srcSet:__webpack_require__.p + "assets/ideal-img/signoz.5f5d6dd.640.png"+" 640w",images:[{path:__webpack_require__.p + "assets/ideal-img/signoz.5f5d6dd.640.png",width:640,height:320}],src:__webpack_require__.p + "assets/ideal-img/signoz.5f5d6dd.640.png",placeholder: undefined,width:640,height:320}),"preSrc":"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAoAAAAFCAIAAADzBuo/AAAACXBIWXMAAAsTAAALEwEAmpwYAAAAh0lEQVR4nCWLSw4CIRAFub+ncO0dXLpxPcZvmKhkBvkMDQiC2m1wkpdaVOUxebJgoxvz035AvqYhzXNjkpfAbp1eLTZXLnb7DgCICBEJiYiiKUwc/Xp5thaM1bW+sWWib8tBF+Y1VNyqg8xTbe7/mxlMYYp7fRe6927I0ZRoCjyyk8mrrHj8AS0MjFinjNlDAAAAAElFTkSuQmCC"};

/***/ }

};
;