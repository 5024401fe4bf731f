exports.id = 4722;
exports.ids = [4722];
exports.modules = {

/***/ 24722
(module, __unused_webpack_exports, __webpack_require__) {

module.exports = {"src":Object.assign(Object.create({toString(){return this.src;}}),{srcSet:__webpack_require__.p + "assets/ideal-img/hcaptcha.ed501e2.640.png"+" 640w",images:[{path:__webpack_require__.p + "assets/ideal-img/hcaptcha.ed501e2.640.png",width:640,height:320}],src:__webpack_require__.p + "assets/ideal-img/hcaptcha.ed501e2.640.png",placeholder: undefined,width:640,height:320}),"preSrc":"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAoAAAAFCAIAAADzBuo/AAAACXBIWXMAAAsTAAALEwEAmpwYAAAAiElEQVR4nB3LQQ7CIBBAUe6feAkXXsEbuHDvwqjFNpYCZWgZG0YkMAY3f/GTJ9QNVr+Biov5oMteE0wRpuh1VI+3kBd32J2Gfuz6Tj4lETFzrZWZEZIYrnjc371DOzuAJefCzKWFg0siuJDLudbUBjf0161NG4n2NYaZEL4ICSEtlryJ60xabj8HMowyIhjlWgAAAABJRU5ErkJggg=="};

/***/ }

};
;