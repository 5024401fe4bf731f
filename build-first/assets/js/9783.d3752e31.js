exports.id = 9783;
exports.ids = [9783];
exports.modules = {

/***/ 89783
(module, __unused_webpack_exports, __webpack_require__) {

module.exports = {"src":Object.assign(Object.create({toString(){return this.src;}}),{srcSet:__webpack_require__.p + "assets/ideal-img/axioms.81b9fba.640.png"+" 640w",images:[{path:__webpack_require__.p + "assets/ideal-img/axioms.81b9fba.640.png",width:640,height:320}],src:__webpack_require__.p + "assets/ideal-img/axioms.81b9fba.640.png",placeholder: undefined,width:640,height:320}),"preSrc":"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAoAAAAFCAIAAADzBuo/AAAACXBIWXMAAAsTAAALEwEAmpwYAAAAiElEQVR4nC2LQQ7CIBREOb47r2E8hAsTNyYuiUYLisYWKB8ibX7B2H5TdPJW82aYFB5Cr80A/mNtajT+0AaF7Bg/usVyp+7PqjqFEIhomkNEBJDZ+RLXK+EBXxFzfhdN4zhrB5lpiPu04W6L4TBRqcvi/5a3jj+UrGvTWAcJINsWjcXWDVfVfwHBAIqzbpCS9gAAAABJRU5ErkJggg=="};

/***/ }

};
;