exports.id = 3152;
exports.ids = [3152];
exports.modules = {

/***/ 23152
(module, __unused_webpack_exports, __webpack_require__) {

module.exports = {"src":Object.assign(Object.create({toString(){return this.src;}}),{srcSet:__webpack_require__.p + "assets/ideal-img/taro.a9a191c.640.png"+" 640w",images:[{path:__webpack_require__.p + "assets/ideal-img/taro.a9a191c.640.png",width:640,height:320}],src:__webpack_require__.p + "assets/ideal-img/taro.a9a191c.640.png",placeholder: undefined,width:640,height:320}),"preSrc":"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAoAAAAFCAIAAADzBuo/AAAACXBIWXMAAAsTAAALEwEAmpwYAAAAiklEQVR4nD2LgQrCIBiEffveoDfoAXqGoAURFG3EJhOZK+f8dc5EW7AMFwTH3cF3h5gpTQDpOwhCev4X+K6xNcIqXx9WpKlBQIwxfn6WwkwK0RFvi42yw/h6zwklNsdUhwmQDDxTx6rdxyLT593penk4v8yWN3PkZnJmSgtY9hWV5P7kOggdoHX0C73uibSU8LmSAAAAAElFTkSuQmCC"};

/***/ }

};
;