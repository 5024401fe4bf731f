exports.id = 5764;
exports.ids = [5764];
exports.modules = {

/***/ 95764
(module, __unused_webpack_exports, __webpack_require__) {

module.exports = {"src":Object.assign(Object.create({toString(){return this.src;}}),{srcSet:__webpack_require__.p + "assets/ideal-img/redux-cool.cbbf4b7.640.png"+" 640w",images:[{path:__webpack_require__.p + "assets/ideal-img/redux-cool.cbbf4b7.640.png",width:640,height:320}],src:__webpack_require__.p + "assets/ideal-img/redux-cool.cbbf4b7.640.png",placeholder: undefined,width:640,height:320}),"preSrc":"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAoAAAAFCAIAAADzBuo/AAAACXBIWXMAAAsTAAALEwEAmpwYAAAAiUlEQVR4nEXLQQ7CIBBAUe6fuPQEHsGtW+MJmli1JaC0tAzTAEpLDR3DyuTvXj4L98cHbdRmGWAFXA3GfixpExrBsLpednvetFzIl1Kq64iIto2Ikp2Yr3l7ODqDgOidX2IslnNhQOZhOM3nOtyIKFOZ/jdMLHApRGV7+bUuASbAeYSoTTT2zZ8/s5mK0kCYaV8AAAAASUVORK5CYII="};

/***/ }

};
;