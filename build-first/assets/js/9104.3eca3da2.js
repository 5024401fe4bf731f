exports.id = 9104;
exports.ids = [9104];
exports.modules = {

/***/ 19104
(module, __unused_webpack_exports, __webpack_require__) {

module.exports = {"src":Object.assign(Object.create({toString(){return this.src;}}),{srcSet:__webpack_require__.p + "assets/ideal-img/component-kit.f7c01b7.640.png"+" 640w",images:[{path:__webpack_require__.p + "assets/ideal-img/component-kit.f7c01b7.640.png",width:640,height:320}],src:__webpack_require__.p + "assets/ideal-img/component-kit.f7c01b7.640.png",placeholder: undefined,width:640,height:320}),"preSrc":"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAoAAAAFCAIAAADzBuo/AAAACXBIWXMAAAsTAAALEwEAmpwYAAAAgUlEQVR4nD2LQQ7CIBBFOb0H8SzGC5h0YUJBmoa2QFsEZhwawRCNL3/x3+Kxfl8dpjGmhV7uOGzONmcNMAHwEFjn7Ol6UVoL3ksh1UMNaiil1FotEbt7f+5uxvvFmHXbE0ACeNeGIWLjE+2MzVrw43tbzUOUW7BE/82IE4ABFDF+ACzgjLfRrNh7AAAAAElFTkSuQmCC"};

/***/ }

};
;