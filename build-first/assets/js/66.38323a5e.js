exports.id = 66;
exports.ids = [66];
exports.modules = {

/***/ 30066
(module, __unused_webpack_exports, __webpack_require__) {

module.exports = {"src":Object.assign(Object.create({toString(){return this.src;}}),{srcSet:__webpack_require__.p + "assets/ideal-img/botonic.e0e3a03.640.png"+" 640w",images:[{path:__webpack_require__.p + "assets/ideal-img/botonic.e0e3a03.640.png",width:640,height:320}],src:__webpack_require__.p + "assets/ideal-img/botonic.e0e3a03.640.png",placeholder: undefined,width:640,height:320}),"preSrc":"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAoAAAAFCAIAAADzBuo/AAAACXBIWXMAAAsTAAALEwEAmpwYAAAAg0lEQVR4nE2LXQqCQBRGZ/8toSW0gHZQ9BwhpmNSE6bzzV/ZODfSGyREh/N2OEKF3EaNoQ1vY6nTsZlFvF0eUpTmsNwtqnNVHiUA/jLxxMyejKhDsc5WxsM5nyjNbeSRmR1B6NRs9La457/p74ZQvczcXj3r8LKO4Alm6BBbO+hrf/oA9RyLjFGLYrAAAAAASUVORK5CYII="};

/***/ }

};
;