exports.id = 7710;
exports.ids = [7710];
exports.modules = {

/***/ 57710
(module, __unused_webpack_exports, __webpack_require__) {

module.exports = {"src":Object.assign(Object.create({toString(){return this.src;}}),{srcSet:__webpack_require__.p + "assets/ideal-img/eta.ab51b5e.640.png"+" 640w",images:[{path:__webpack_require__.p + "assets/ideal-img/eta.ab51b5e.640.png",width:640,height:320}],src:__webpack_require__.p + "assets/ideal-img/eta.ab51b5e.640.png",placeholder: undefined,width:640,height:320}),"preSrc":"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAoAAAAFCAIAAADzBuo/AAAACXBIWXMAAAsTAAALEwEAmpwYAAAAe0lEQVR4nF3LwQrCMBAE0Py+f+Ldu2cRvEkRra0epI1JunY3u9sIpkJEDw7DXB5jmkc3KFqNdqJO8Nde6EzeVOG22Kzqa0sjzt/ksiGxOY5uWe0cgKgUyHnOr8I+sekn2Lr1CQ8f+3830e+hvrCFp4bEIfFdyQo6pTYOb3InjPKeW8oTAAAAAElFTkSuQmCC"};

/***/ }

};
;