exports.id = 1052;
exports.ids = [1052];
exports.modules = {

/***/ 11052
(module, __unused_webpack_exports, __webpack_require__) {

module.exports = {"src":Object.assign(Object.create({toString(){return this.src;}}),{srcSet:__webpack_require__.p + "assets/ideal-img/meoo.0e7f05e.640.png"+" 640w",images:[{path:__webpack_require__.p + "assets/ideal-img/meoo.0e7f05e.640.png",width:640,height:320}],src:__webpack_require__.p + "assets/ideal-img/meoo.0e7f05e.640.png",placeholder: undefined,width:640,height:320}),"preSrc":"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAoAAAAFCAIAAADzBuo/AAAACXBIWXMAAAsTAAALEwEAmpwYAAAAgUlEQVR4nE2LwQqDMBBE8/83v6NnwWPptXjoxUohDUppNG40rsnGtBgLWkqHBwNvGHY3Esg0hPAmSeOPhpBPwAr9SM4pryshxBLjumUvHRy7GXUoczPijBjXuLNsMwTHpO/z7nhSl0yp19f/vbmFYuAlPq84QLA6uNZjS9j5Sdj+Azj6i+9Nhxv9AAAAAElFTkSuQmCC"};

/***/ }

};
;