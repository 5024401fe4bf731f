exports.id = 2666;
exports.ids = [2666];
exports.modules = {

/***/ 42666
(module, __unused_webpack_exports, __webpack_require__) {

module.exports = {"src":Object.assign(Object.create({toString(){return this.src;}}),{srcSet:__webpack_require__.p + "assets/ideal-img/kotest.f4cf913.640.png"+" 640w",images:[{path:__webpack_require__.p + "assets/ideal-img/kotest.f4cf913.640.png",width:640,height:320}],src:__webpack_require__.p + "assets/ideal-img/kotest.f4cf913.640.png",placeholder: undefined,width:640,height:320}),"preSrc":"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAoAAAAFCAIAAADzBuo/AAAACXBIWXMAAAsTAAALEwEAmpwYAAAAgElEQVR4nFWLSw6CMBRFu3+XwTYcGAfuwEExRT4GivT192pLU6SGwMSbMzonl+Cj/UgVuFoA51H5AQ64RNYTea9up6Krm7Ji6Fzet6455ygsMfTFiouZpNJ6Selo3z0bgkKcw7VEuvm82b831kPTUuB9AheFjWDDW/tR+Um7J/8BGseL+z/iRCsAAAAASUVORK5CYII="};

/***/ }

};
;