exports.id = 3419;
exports.ids = [3419];
exports.modules = {

/***/ 83419
(module, __unused_webpack_exports, __webpack_require__) {

module.exports = {"src":Object.assign(Object.create({toString(){return this.src;}}),{srcSet:__webpack_require__.p + "assets/ideal-img/sicope-model.d50e09b.640.png"+" 640w",images:[{path:__webpack_require__.p + "assets/ideal-img/sicope-model.d50e09b.640.png",width:640,height:320}],src:__webpack_require__.p + "assets/ideal-img/sicope-model.d50e09b.640.png",placeholder: undefined,width:640,height:320}),"preSrc":"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAoAAAAFCAIAAADzBuo/AAAACXBIWXMAAAsTAAALEwEAmpwYAAAAhklEQVR4nEXLWwrCMBBA0azfVYjbED+7BEtTKUnQxraZTPPoa1ATQRHv7+EyfUE/zqAX7DZnKNqnGwj0jN3SNpGJM+x3hVK3kpdSyarmxpj8yQOxKw+nQzNCHAYDgM75baOUfgwQivVYxyrnnPLr+/1Zi8iVbO92wkew5IGwX7FfnFk7Mb0BjaCKhcBjl4QAAAAASUVORK5CYII="};

/***/ }

};
;