exports.id = 2166;
exports.ids = [2166];
exports.modules = {

/***/ 32166
(module, __unused_webpack_exports, __webpack_require__) {

module.exports = {"src":Object.assign(Object.create({toString(){return this.src;}}),{srcSet:__webpack_require__.p + "assets/ideal-img/tidb-community-books.7a28fb1.640.png"+" 640w",images:[{path:__webpack_require__.p + "assets/ideal-img/tidb-community-books.7a28fb1.640.png",width:640,height:320}],src:__webpack_require__.p + "assets/ideal-img/tidb-community-books.7a28fb1.640.png",placeholder: undefined,width:640,height:320}),"preSrc":"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAoAAAAFCAIAAADzBuo/AAAACXBIWXMAAAsTAAALEwEAmpwYAAAAiElEQVR4nC3GOxLCIBRAUXbvSlyAC7Cwcey1wUR+WgQCJPB4ZAgzwfFz5haXgKYIdommZrdmW7+tONZlSo4T/7qdD7un4veecSEZF5xLKRXtHt4oEoauP+2Dt3MIiOkHICbMGDSBNBynC420tba1rf19pqAj0TFprm4WFX1JtiSbo8lB5ziCE295XYosA+VnigAAAABJRU5ErkJggg=="};

/***/ }

};
;