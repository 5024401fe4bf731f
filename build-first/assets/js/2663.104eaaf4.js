exports.id = 2663;
exports.ids = [2663];
exports.modules = {

/***/ 82663
(module, __unused_webpack_exports, __webpack_require__) {

module.exports = {"src":Object.assign(Object.create({toString(){return this.src;}}),{srcSet:__webpack_require__.p + "assets/ideal-img/stryker-mutator.fdf3a85.640.png"+" 640w",images:[{path:__webpack_require__.p + "assets/ideal-img/stryker-mutator.fdf3a85.640.png",width:640,height:320}],src:__webpack_require__.p + "assets/ideal-img/stryker-mutator.fdf3a85.640.png",placeholder: undefined,width:640,height:320}),"preSrc":"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAoAAAAFCAIAAADzBuo/AAAACXBIWXMAAAsTAAALEwEAmpwYAAAAjUlEQVR4nCWJQQ6CMBAA+3tf4QO8evZsvOtBCZRSFAvtwpY2xRZkDXEyh0mGjfIerAlafaBNaGa7OZl3AOWeBevz23m/k5UoRCXrOuc852VKiYgiGjaKrDgeLEDXaYvovffOfZdl24NmI6qTvzxcRkQrrfRn3SIiMNfw6nXttZjtEBEimgBtMO3Ua9+UP4Wbilnd+R6HAAAAAElFTkSuQmCC"};

/***/ }

};
;