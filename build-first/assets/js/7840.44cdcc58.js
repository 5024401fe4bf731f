exports.id = 7840;
exports.ids = [7840];
exports.modules = {

/***/ 67840
(module, __unused_webpack_exports, __webpack_require__) {

module.exports = {"src":Object.assign(Object.create({toString(){return this.src;}}),{srcSet:__webpack_require__.p + "assets/ideal-img/redux.84b3a75.640.png"+" 640w",images:[{path:__webpack_require__.p + "assets/ideal-img/redux.84b3a75.640.png",width:640,height:320}],src:__webpack_require__.p + "assets/ideal-img/redux.84b3a75.640.png",placeholder: undefined,width:640,height:320}),"preSrc":"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAoAAAAFCAIAAADzBuo/AAAACXBIWXMAAAsTAAALEwEAmpwYAAAAg0lEQVR4nFXLQQ7CIBCFYe6feAYXHsO4cuEJTCS2hZpqUZixI0pBLBjUjS9v9+Vndi8fiE7h05BX4HrzuwJbdwy31WY2l01TSeG9z9+llHMOQIz4oV4sSSMgvmLM6WPTVNgM7Gb0alxzy0tT8L+24ti2O+i7iDYABaDxgu4MTl/v4vQGDTiLz3vrK6QAAAAASUVORK5CYII="};

/***/ }

};
;