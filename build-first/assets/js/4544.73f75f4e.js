exports.id = 4544;
exports.ids = [4544];
exports.modules = {

/***/ 24544
(module, __unused_webpack_exports, __webpack_require__) {

module.exports = {"src":Object.assign(Object.create({toString(){return this.src;}}),{srcSet:__webpack_require__.p + "assets/ideal-img/rooks.6e70471.640.png"+" 640w",images:[{path:__webpack_require__.p + "assets/ideal-img/rooks.6e70471.640.png",width:640,height:320}],src:__webpack_require__.p + "assets/ideal-img/rooks.6e70471.640.png",placeholder: undefined,width:640,height:320}),"preSrc":"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAoAAAAFCAIAAADzBuo/AAAACXBIWXMAAAsTAAALEwEAmpwYAAAAh0lEQVR4nC2LSw6CMBQAe//EvXvP4NKdUQ+gMQilAhro76EUS1tCnyEwmd1kiEkzC/pXSy9gaJSt5WqjDC0J3B7nzbbIWZZT5xwuxIiIXrekS550t+/gq4wNYUSMc5smRAyqJUbyQ7gk7xNej7GH5V3vObOyqO66oiOjXggPn4Ery5WV0LPXH9l5itEdgwpEAAAAAElFTkSuQmCC"};

/***/ }

};
;