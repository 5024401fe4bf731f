exports.id = 7950;
exports.ids = [7950];
exports.modules = {

/***/ 77950
(module, __unused_webpack_exports, __webpack_require__) {

module.exports = {"src":Object.assign(Object.create({toString(){return this.src;}}),{srcSet:__webpack_require__.p + "assets/ideal-img/chaos-mesh.82816e0.640.png"+" 640w",images:[{path:__webpack_require__.p + "assets/ideal-img/chaos-mesh.82816e0.640.png",width:640,height:320}],src:__webpack_require__.p + "assets/ideal-img/chaos-mesh.82816e0.640.png",placeholder: undefined,width:640,height:320}),"preSrc":"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAoAAAAFCAIAAADzBuo/AAAACXBIWXMAAAsTAAALEwEAmpwYAAAAiElEQVR4nCWLOw6DMBAFffxcI1dInyaiikRJE4GxAfNdE7B3NwYJEkGeRq8ZjXBpS5Ojel56XIFXYG7cQet8ZsWYmOhyK3UptZRKSZXv+/49t1gW7gXpNfYWp5kDEiEddjs1sHDwvodHYqMRnnFdbf/y/KP2udVFNpgCG9NVEIA+vefO84CYjz/WDYqz2BLdggAAAABJRU5ErkJggg=="};

/***/ }

};
;