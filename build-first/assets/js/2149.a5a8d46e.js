exports.id = 2149;
exports.ids = [2149];
exports.modules = {

/***/ 72149
(module, __unused_webpack_exports, __webpack_require__) {

module.exports = {"src":Object.assign(Object.create({toString(){return this.src;}}),{srcSet:__webpack_require__.p + "assets/ideal-img/lux-algo.01f3bf5.640.png"+" 640w",images:[{path:__webpack_require__.p + "assets/ideal-img/lux-algo.01f3bf5.640.png",width:640,height:320}],src:__webpack_require__.p + "assets/ideal-img/lux-algo.01f3bf5.640.png",placeholder: undefined,width:640,height:320}),"preSrc":"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAoAAAAFCAIAAADzBuo/AAAACXBIWXMAAAsTAAALEwEAmpwYAAAAh0lEQVR4nC3LzQ6CMBAE4L67F5+DVzHePKqJVsC6Qn9slypNEQldUzSZzOWbYS9+ih2GVg5aT9ZFqf5Rui8rhofjZrVu4X4FqIVIKRERLT06x55nvi+K6L33EbHLkBLNc2br2KAcStoBaLOdPpivtCx+HErhL42+Qd/wt5GjxWhM1GZ42FCLL6zQipF0eNQTAAAAAElFTkSuQmCC"};

/***/ }

};
;