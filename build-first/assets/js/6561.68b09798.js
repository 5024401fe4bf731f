exports.id = 6561;
exports.ids = [6561];
exports.modules = {

/***/ 6561
(module, __unused_webpack_exports, __webpack_require__) {

module.exports = {"src":Object.assign(Object.create({toString(){return this.src;}}),{srcSet:__webpack_require__.p + "assets/ideal-img/rainbond.1918202.640.png"+" 640w",images:[{path:__webpack_require__.p + "assets/ideal-img/rainbond.1918202.640.png",width:640,height:320}],src:__webpack_require__.p + "assets/ideal-img/rainbond.1918202.640.png",placeholder: undefined,width:640,height:320}),"preSrc":"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAoAAAAFCAIAAADzBuo/AAAACXBIWXMAAAsTAAALEwEAmpwYAAAAjUlEQVR4nCWLwQ7CIBAF+f/Er/DqN3jR1JsX48FUiphqS7otFJYitmUN8WVOM3nMlrUfjG/0F3DpfVDj1OhMaxxXbLjK02YnK1HyshICvSeilBIRxd4xe2v4trC9HTSixWWeiRKta87gmAPYf44XOKA5J8o2L5//WSj5vHevh3/XEWwEF5SZWhO6EUX3A+kAiynEhuX8AAAAAElFTkSuQmCC"};

/***/ }

};
;