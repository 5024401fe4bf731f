exports.id = 3954;
exports.ids = [3954];
exports.modules = {

/***/ 33954
(module, __unused_webpack_exports, __webpack_require__) {

module.exports = {"src":Object.assign(Object.create({toString(){return this.src;}}),{srcSet:__webpack_require__.p + "assets/ideal-img/icodex.4982801.640.png"+" 640w",images:[{path:__webpack_require__.p + "assets/ideal-img/icodex.4982801.640.png",width:640,height:320}],src:__webpack_require__.p + "assets/ideal-img/icodex.4982801.640.png",placeholder: undefined,width:640,height:320}),"preSrc":"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAoAAAAFCAIAAADzBuo/AAAACXBIWXMAAAsTAAALEwEAmpwYAAAAg0lEQVR4nD2LQQ6CMBBFe3fP4TlMXGjwBG5YNGqaQCq0GQil02FGEI1I+Pn5i/fyVbwBdUhVGkHYEVW4tsb4CKrN/WV3tOVTmzsifv6ZfyMNq153ep+nJkrEaZxW9140sAoQMjmd4XoA/5oXvL2BVW9CURhrXWkDwyDAg0tUJ/KEJn4BR4uMG5Ft23UAAAAASUVORK5CYII="};

/***/ }

};
;