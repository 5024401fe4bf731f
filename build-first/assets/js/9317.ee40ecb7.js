exports.id = 9317;
exports.ids = [9317];
exports.modules = {

/***/ 9317
(module, __unused_webpack_exports, __webpack_require__) {

module.exports = {"src":Object.assign(Object.create({toString(){return this.src;}}),{srcSet:__webpack_require__.p + "assets/ideal-img/woodpeckerci.e771b2f.640.png"+" 640w",images:[{path:__webpack_require__.p + "assets/ideal-img/woodpeckerci.e771b2f.640.png",width:640,height:320}],src:__webpack_require__.p + "assets/ideal-img/woodpeckerci.e771b2f.640.png",placeholder: undefined,width:640,height:320}),"preSrc":"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAoAAAAFCAIAAADzBuo/AAAACXBIWXMAAAsTAAALEwEAmpwYAAAAiElEQVR4nCWLQQ6CMBAA+/+rj/APevHq1cREUKhwENhuK3TLthsiNYG5zGEyyj2dtzR95hkk4pLsMoP4jqlnV5Hq73g+XBvdFq+yfuuqrsBA3mAUhYW/HfWIfgCw1gUKKab827IRNaK/8Kn0j5zzmtf9281WlNNUt43pbHILozAKQaSBg4lfHf7g6ItwnyYscwAAAABJRU5ErkJggg=="};

/***/ }

};
;