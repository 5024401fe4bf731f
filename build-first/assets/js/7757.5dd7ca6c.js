exports.id = 7757;
exports.ids = [7757];
exports.modules = {

/***/ 2519
(module, __unused_webpack_exports, __webpack_require__) {

module.exports = {"src":Object.assign(Object.create({toString(){return this.src;}}),{srcSet:__webpack_require__.p + "assets/ideal-img/relay.087e3e7.640.png"+" 640w",images:[{path:__webpack_require__.p + "assets/ideal-img/relay.087e3e7.640.png",width:640,height:320}],src:__webpack_require__.p + "assets/ideal-img/relay.087e3e7.640.png",placeholder: undefined,width:640,height:320}),"preSrc":"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAoAAAAFCAIAAADzBuo/AAAACXBIWXMAAAsTAAALEwEAmpwYAAAAhUlEQVR4nD2L0QrCIBiFff/epF4huivoKoIaY+BmMU3/KXP+5lowDTfo8MG5OOcjjdAGUdnR+O+rD3+kDVQiKZ56sztR9mhqOs8x5cS1DE6k4m57oNpi/8a8LKw3jRORzp1xX7WXVACU9nO/pvIYFz/bNbibYgxAC8eFB9FBy5UN3TAy8D/0AYqJp88+4AAAAABJRU5ErkJggg=="};

/***/ }

};
;