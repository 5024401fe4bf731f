exports.id = 2355;
exports.ids = [2355];
exports.modules = {

/***/ 62355
(module, __unused_webpack_exports, __webpack_require__) {

module.exports = {"src":Object.assign(Object.create({toString(){return this.src;}}),{srcSet:__webpack_require__.p + "assets/ideal-img/easyjwt.331d4c7.640.png"+" 640w",images:[{path:__webpack_require__.p + "assets/ideal-img/easyjwt.331d4c7.640.png",width:640,height:320}],src:__webpack_require__.p + "assets/ideal-img/easyjwt.331d4c7.640.png",placeholder: undefined,width:640,height:320}),"preSrc":"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAoAAAAFCAIAAADzBuo/AAAACXBIWXMAAAsTAAALEwEAmpwYAAAAgUlEQVR4nEXLQQ6CMBCF4R7fo3gJ3bgwMS7RmCAUZdFCmTrQaYdqpAYj8eXtvvwC8eLYuKDGV8exdUEt1+gKYeC02a+qWl6Lm9JN+m1KKXEEYfs8O69peFiwPvjF3l/uBLLawWFbHyUMs0xz96+RygqzO+ZAenwCR/DcUmg8m57kBzPAjAUYoYdFAAAAAElFTkSuQmCC"};

/***/ }

};
;