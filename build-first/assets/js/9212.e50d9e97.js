exports.id = 9212;
exports.ids = [9212];
exports.modules = {

/***/ 19212
(module, __unused_webpack_exports, __webpack_require__) {

module.exports = {"src":Object.assign(Object.create({toString(){return this.src;}}),{srcSet:__webpack_require__.p + "assets/ideal-img/power-s-wiki.995a3c7.640.png"+" 640w",images:[{path:__webpack_require__.p + "assets/ideal-img/power-s-wiki.995a3c7.640.png",width:640,height:320}],src:__webpack_require__.p + "assets/ideal-img/power-s-wiki.995a3c7.640.png",placeholder: undefined,width:640,height:320}),"preSrc":"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAoAAAAFCAIAAADzBuo/AAAACXBIWXMAAAsTAAALEwEAmpwYAAAAkUlEQVR4nCXL3QqCMBiA4V1/91E3EB0GHXUUBJEh1Vxo6ud0a39802YurPf04SX0KYRxtUCuhla/pQ0gfSUQJNLKkgvrFss9y4sHy2qANE09+vhLmIFcC7Pa3KRG6zD43loXwjhNM3d6IKD0AXen+5Ymx3VX42eMMf55vjMwCeS0KvOSn7luVM9fvpHYKs/AfQGLComjcXE9TQAAAABJRU5ErkJggg=="};

/***/ }

};
;