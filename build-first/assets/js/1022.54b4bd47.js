exports.id = 1022;
exports.ids = [1022];
exports.modules = {

/***/ 91022
(module, __unused_webpack_exports, __webpack_require__) {

module.exports = {"src":Object.assign(Object.create({toString(){return this.src;}}),{srcSet:__webpack_require__.p + "assets/ideal-img/sado0823.18b489b.640.png"+" 640w",images:[{path:__webpack_require__.p + "assets/ideal-img/sado0823.18b489b.640.png",width:640,height:320}],src:__webpack_require__.p + "assets/ideal-img/sado0823.18b489b.640.png",placeholder: undefined,width:640,height:320}),"preSrc":"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAoAAAAFCAIAAADzBuo/AAAACXBIWXMAAAsTAAALEwEAmpwYAAAAi0lEQVR4nDWLyw6CMBAA+/f+in/A1YMHvRlDUCEIaiKPdil01+Whdg0kznEmo5rugqxbetJQDR+goXJcOC6QywZTVUIY7Fa3RxadknOcOEQR8d6LCI+gTJscojV2FqExYKb3JDPfJRtl+3Kr95v6GNR68rNd+N9A19yGd5fmrniNhkegvkauqNeWsh/mx4sbzlH2hQAAAABJRU5ErkJggg=="};

/***/ }

};
;