exports.id = 8286;
exports.ids = [8286];
exports.modules = {

/***/ 98286
(module, __unused_webpack_exports, __webpack_require__) {

module.exports = {"src":Object.assign(Object.create({toString(){return this.src;}}),{srcSet:__webpack_require__.p + "assets/ideal-img/codesweetly.565848e.640.png"+" 640w",images:[{path:__webpack_require__.p + "assets/ideal-img/codesweetly.565848e.640.png",width:640,height:320}],src:__webpack_require__.p + "assets/ideal-img/codesweetly.565848e.640.png",placeholder: undefined,width:640,height:320}),"preSrc":"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAoAAAAFCAIAAADzBuo/AAAACXBIWXMAAAsTAAALEwEAmpwYAAAAhUlEQVR4nC3JQQ7CIBBAUW7v1iu48gzuPUIX1hRoSKoUhqEWig6YYqy+5f9sFu0yQdR3AvP2rnj3smPSt2R0kJzhpTnvd4NSVy657Dshl5TqhtCxuWvF8fAAMNZO3scQMlFd120D8winTFhKrfXbfv7bsVnJflARTEYkBEJ4gkl2TGCjkh+d9YrhOYS5ggAAAABJRU5ErkJggg=="};

/***/ }

};
;