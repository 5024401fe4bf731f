exports.id = 2813;
exports.ids = [2813];
exports.modules = {

/***/ 12813
(module, __unused_webpack_exports, __webpack_require__) {

module.exports = {"src":Object.assign(Object.create({toString(){return this.src;}}),{srcSet:__webpack_require__.p + "assets/ideal-img/stackql.4033f7b.640.png"+" 640w",images:[{path:__webpack_require__.p + "assets/ideal-img/stackql.4033f7b.640.png",width:640,height:320}],src:__webpack_require__.p + "assets/ideal-img/stackql.4033f7b.640.png",placeholder: undefined,width:640,height:320}),"preSrc":"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAoAAAAFCAIAAADzBuo/AAAACXBIWXMAAAsTAAALEwEAmpwYAAAAgUlEQVR4nC2LSw7CIBRF2b+rcOIaXIED5w5M27RRCCCvfJ4UpE2fpsWTmzs5OUw21ttoVY7jgma2MtU5lWT3ZsMNTofLY+Bt13AhvjtE2+NY2POO52MLL2+dnWIi2hytu4bCAoRlvRJ9aven1lCY7tFwEUxGmBEKQvE6O5W8ybqPPyfxjINzhg33AAAAAElFTkSuQmCC"};

/***/ }

};
;