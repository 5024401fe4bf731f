exports.id = 3789;
exports.ids = [3789];
exports.modules = {

/***/ 3789
(module, __unused_webpack_exports, __webpack_require__) {

module.exports = {"src":Object.assign(Object.create({toString(){return this.src;}}),{srcSet:__webpack_require__.p + "assets/ideal-img/junjie.d871f4d.640.png"+" 640w",images:[{path:__webpack_require__.p + "assets/ideal-img/junjie.d871f4d.640.png",width:640,height:320}],src:__webpack_require__.p + "assets/ideal-img/junjie.d871f4d.640.png",placeholder: undefined,width:640,height:320}),"preSrc":"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAoAAAAFCAIAAADzBuo/AAAACXBIWXMAAAsTAAALEwEAmpwYAAAAhElEQVR4nF2LuwoCMRBF8+3+jL2VjZViIZaLKPtQZI0JbrKbTDJxIA9hBQsvh1Ody7pJ6ADcGxHgifaHQGhBsZPii92q6+9NXceUyrw8WxGyxgzLaq9HC9q/iXLJuZRvNRCyPsDBuK08bvg6pvj/bp2ujLrYx9ncBvKKUKKTCK/grm78ACCHi7c23TiZAAAAAElFTkSuQmCC"};

/***/ }

};
;