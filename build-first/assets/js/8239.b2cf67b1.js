exports.id = 8239;
exports.ids = [8239];
exports.modules = {

/***/ 68239
(module, __unused_webpack_exports, __webpack_require__) {

module.exports = {"src":Object.assign(Object.create({toString(){return this.src;}}),{srcSet:__webpack_require__.p + "assets/ideal-img/7wate-s-wiki.9387668.640.png"+" 640w",images:[{path:__webpack_require__.p + "assets/ideal-img/7wate-s-wiki.9387668.640.png",width:640,height:320}],src:__webpack_require__.p + "assets/ideal-img/7wate-s-wiki.9387668.640.png",placeholder: undefined,width:640,height:320}),"preSrc":"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAoAAAAFCAIAAADzBuo/AAAACXBIWXMAAAsTAAALEwEAmpwYAAAAjElEQVR4nC3LWw6CMBBA0S7fRRi3oZ/6wQJMjBLEBEqAamdoZ0IHeQjGx/09uYrTPDgXahysH6yfkDuDUoMY5Fup8JRGq3WR60t6rYw5x7GILN96JEVJkWx2giSeQhuYeRrHZZ4/DKQI7KGP9nDcgh3m1+/7M5LirNI6LktdVPYJvgfqHk7uTWddm9VvkoKKIk7DivkAAAAASUVORK5CYII="};

/***/ }

};
;