exports.id = 7310;
exports.ids = [7310];
exports.modules = {

/***/ 47310
(module, __unused_webpack_exports, __webpack_require__) {

module.exports = {"src":Object.assign(Object.create({toString(){return this.src;}}),{srcSet:__webpack_require__.p + "assets/ideal-img/whirl.97d7207.640.png"+" 640w",images:[{path:__webpack_require__.p + "assets/ideal-img/whirl.97d7207.640.png",width:640,height:320}],src:__webpack_require__.p + "assets/ideal-img/whirl.97d7207.640.png",placeholder: undefined,width:640,height:320}),"preSrc":"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAoAAAAFCAIAAADzBuo/AAAACXBIWXMAAAsTAAALEwEAmpwYAAAAgklEQVR4nEWLsQ6CMBRF+/+zv2D4BEcZ3JwYHNBASUkt8b0WXpGHkNCaxkRuznROrvCPZrKOjVuB2Nidzo2VFu5WXQ/HppZ3Wcf/QogxLpaEL1uZnSc7zH5M9se2pYwkCCH/XHIsTghrSHZ/Iwkvn0qVWqtWw4zDgsSvnjvH0L+l+QIH5otRAjzRegAAAABJRU5ErkJggg=="};

/***/ }

};
;