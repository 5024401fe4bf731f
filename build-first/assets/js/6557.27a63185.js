exports.id = 6557;
exports.ids = [6557];
exports.modules = {

/***/ 66557
(module, __unused_webpack_exports, __webpack_require__) {

module.exports = {"src":Object.assign(Object.create({toString(){return this.src;}}),{srcSet:__webpack_require__.p + "assets/ideal-img/paubox.40476a7.640.png"+" 640w",images:[{path:__webpack_require__.p + "assets/ideal-img/paubox.40476a7.640.png",width:640,height:320}],src:__webpack_require__.p + "assets/ideal-img/paubox.40476a7.640.png",placeholder: undefined,width:640,height:320}),"preSrc":"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAoAAAAFCAIAAADzBuo/AAAACXBIWXMAAAsTAAALEwEAmpwYAAAAgUlEQVR4nEWLQQ7CIBBFuX+8gwuP4B3cuHaDGmIjYBkYoFIqGhhDE+PLW/2Xz9QZAyZQszfFmwIqW911jyyvTyZOdrc5DDfJLxwRiah1iIiiK2zg037LHUQAm9K8Zqp1zbawYOOnHlt79eHH/63FNN5lgCW6d3QluuLNgmP2sGiRvhZ1jFk3iyOmAAAAAElFTkSuQmCC"};

/***/ }

};
;