exports.id = 3125;
exports.ids = [3125];
exports.modules = {

/***/ 63125
(module, __unused_webpack_exports, __webpack_require__) {

module.exports = {"src":Object.assign(Object.create({toString(){return this.src;}}),{srcSet:__webpack_require__.p + "assets/ideal-img/agilets.83aaca4.640.png"+" 640w",images:[{path:__webpack_require__.p + "assets/ideal-img/agilets.83aaca4.640.png",width:640,height:320}],src:__webpack_require__.p + "assets/ideal-img/agilets.83aaca4.640.png",placeholder: undefined,width:640,height:320}),"preSrc":"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAoAAAAFCAIAAADzBuo/AAAACXBIWXMAAAsTAAALEwEAmpwYAAAAgUlEQVR4nDWLyw7CIBBF+Xz/xY/QbZcmJDQ29uFGKAwPS4GJkTGS9OTuzj0s+D5mHZPEj8m4xvQ6JsP2YBr4pTstz0mIAawlolorUSWigsBcuPfi7LwBD4iF/lSib9OGhSyv0N1mHoZUW3Q8Wh3iOHuu3LhZldEUhD2vMak963ecfkNwjECwcKwLAAAAAElFTkSuQmCC"};

/***/ }

};
;