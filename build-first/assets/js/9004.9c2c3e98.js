exports.id = 9004;
exports.ids = [9004];
exports.modules = {

/***/ 59004
(module, __unused_webpack_exports, __webpack_require__) {

module.exports = {"src":Object.assign(Object.create({toString(){return this.src;}}),{srcSet:__webpack_require__.p + "assets/ideal-img/pglet.76e3b05.640.png"+" 640w",images:[{path:__webpack_require__.p + "assets/ideal-img/pglet.76e3b05.640.png",width:640,height:320}],src:__webpack_require__.p + "assets/ideal-img/pglet.76e3b05.640.png",placeholder: undefined,width:640,height:320}),"preSrc":"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAoAAAAFCAIAAADzBuo/AAAACXBIWXMAAAsTAAALEwEAmpwYAAAAfUlEQVR4nGWLQQrCMBBFc388hCsP4caN9AaCVm1jQaexmSSdKWlDcSpEcePnwV88nmrPrncczMR2dhB/+DbCldXtYDerQuum0pWILJ/lJ0zqfqLd+tKBD6EXWb68srZJoaX9tC35mJu/GmouG/0AHHAmTIQpPEdvYuhGUw9vK3iMKdIelEMAAAAASUVORK5CYII="};

/***/ }

};
;