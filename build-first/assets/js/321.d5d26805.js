exports.id = 321;
exports.ids = [321];
exports.modules = {

/***/ 30321
(module, __unused_webpack_exports, __webpack_require__) {

module.exports = {"src":Object.assign(Object.create({toString(){return this.src;}}),{srcSet:__webpack_require__.p + "assets/ideal-img/firecms.cfb4666.640.png"+" 640w",images:[{path:__webpack_require__.p + "assets/ideal-img/firecms.cfb4666.640.png",width:640,height:320}],src:__webpack_require__.p + "assets/ideal-img/firecms.cfb4666.640.png",placeholder: undefined,width:640,height:320}),"preSrc":"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAoAAAAFCAIAAADzBuo/AAAACXBIWXMAAAsTAAALEwEAmpwYAAAAiElEQVR4nDWLQQ7CIBQFub038AZuPINLd11pjAtrC9YSqvCBAKWi6cdQ48vkbSZDWgbaBiEnZT9g30LGH4OKTefJuVar9Z51nNEyRMw5L5fBJHKhbrOttfEu+hBGxOLmuWhlEhHaVa/d8XZw1xHzUv3rotu7P3HWcDn0UZkEJj0hPlSUMNE+fAHJJYrblS6lFwAAAABJRU5ErkJggg=="};

/***/ }

};
;