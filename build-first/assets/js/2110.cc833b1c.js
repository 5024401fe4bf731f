exports.id = 2110;
exports.ids = [2110];
exports.modules = {

/***/ 82110
(module, __unused_webpack_exports, __webpack_require__) {

module.exports = {"src":Object.assign(Object.create({toString(){return this.src;}}),{srcSet:__webpack_require__.p + "assets/ideal-img/sass-fairy.6f6cea1.640.png"+" 640w",images:[{path:__webpack_require__.p + "assets/ideal-img/sass-fairy.6f6cea1.640.png",width:640,height:320}],src:__webpack_require__.p + "assets/ideal-img/sass-fairy.6f6cea1.640.png",placeholder: undefined,width:640,height:320}),"preSrc":"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAoAAAAFCAIAAADzBuo/AAAACXBIWXMAAAsTAAALEwEAmpwYAAAAiElEQVR4nD2Luw6CQBAA7/P9FL/BzsLGysKYqJyQgDnAe8DestxKZM1ZOMVkmlGl957QIHWUHC8dJYNkkFokPUZ16e1mfyib+lk3RaExoois6yoiLrG6edietB3AhzAAJH6LyEcyNrFqCY52d4frf8rxc74fEM+uqqILvNiZbeJ+mruJXjSXgF83mYxmNo1i0AAAAABJRU5ErkJggg=="};

/***/ }

};
;