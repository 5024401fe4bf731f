exports.id = 6611;
exports.ids = [6611];
exports.modules = {

/***/ 6611
(module, __unused_webpack_exports, __webpack_require__) {

module.exports = {"src":Object.assign(Object.create({toString(){return this.src;}}),{srcSet:__webpack_require__.p + "assets/ideal-img/react-native.deb8d3f.640.png"+" 640w",images:[{path:__webpack_require__.p + "assets/ideal-img/react-native.deb8d3f.640.png",width:640,height:320}],src:__webpack_require__.p + "assets/ideal-img/react-native.deb8d3f.640.png",placeholder: undefined,width:640,height:320}),"preSrc":"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAoAAAAFCAIAAADzBuo/AAAACXBIWXMAAAsTAAALEwEAmpwYAAAAj0lEQVR4nC3J3QqCMBQA4L0/9BQ9RlcV1EV3hkQbZ1MSNdtRd+b+DDOIvtuPGYGun6bahy7O+J717NvgGu9aT0BM53jcnJQsoVBSSQCIKa4/ERMbOd23YJHI2ikkl8KyLP/WiRlN+7Q71zm/CswuH951t9Hl2coP8RWYKah8lE2lUfUkW6/MAETi6WVFyn4BsyOJIZH1oFQAAAAASUVORK5CYII="};

/***/ }

};
;