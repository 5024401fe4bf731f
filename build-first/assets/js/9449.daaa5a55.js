exports.id = 9449;
exports.ids = [9449];
exports.modules = {

/***/ 71830
(module, __unused_webpack_exports, __webpack_require__) {

module.exports = {"src":Object.assign(Object.create({toString(){return this.src;}}),{srcSet:__webpack_require__.p + "assets/ideal-img/quantcdn.1abc214.640.png"+" 640w",images:[{path:__webpack_require__.p + "assets/ideal-img/quantcdn.1abc214.640.png",width:640,height:320}],src:__webpack_require__.p + "assets/ideal-img/quantcdn.1abc214.640.png",placeholder: undefined,width:640,height:320}),"preSrc":"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAoAAAAFCAIAAADzBuo/AAAACXBIWXMAAAsTAAALEwEAmpwYAAAAjUlEQVR4nD2LQQ7CIBAA+b8P8eIPjDcTEw9ebIxtgojG0hbYAqXoJpY1XJzjTIaFVz17PRuFrv9GQDck0yarEnRTy5kV1WG9ekhxu8vLtdbGElHOmYgwWBaejdhuAjgYIwAgfoiIlqVkb1jwajcdz3ofx1OmYgv/e+q4VJUe6tly9AaDfY9Dgj45HTvxA8CsirjS1Y8jAAAAAElFTkSuQmCC"};

/***/ }

};
;