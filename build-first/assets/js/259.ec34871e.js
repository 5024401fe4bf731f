exports.id = 259;
exports.ids = [259];
exports.modules = {

/***/ 80259
(module, __unused_webpack_exports, __webpack_require__) {

module.exports = {"src":Object.assign(Object.create({toString(){return this.src;}}),{srcSet:__webpack_require__.p + "assets/ideal-img/kayafolio.85da859.640.png"+" 640w",images:[{path:__webpack_require__.p + "assets/ideal-img/kayafolio.85da859.640.png",width:640,height:320}],src:__webpack_require__.p + "assets/ideal-img/kayafolio.85da859.640.png",placeholder: undefined,width:640,height:320}),"preSrc":"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAoAAAAFCAIAAADzBuo/AAAACXBIWXMAAAsTAAALEwEAmpwYAAAAj0lEQVR4nB3Luw6CMBSA4b6+m2+hj+DgYuKuE0TlcAkJvR4wLS1gpcfg8g9/8rESsB9GLiaDETFKNXERuAhCBigdy3Kz21+rui3KAgC890SUUiIixIU9X/Z4gDc63w/OjTF+iWhdiYgMLoyjvc3ni7mftPqk/9701k1D7bK2eXQq76zGGXGROkgVtJmqZvwBjSGKCuNj3HwAAAAASUVORK5CYII="};

/***/ }

};
;