exports.id = 1452;
exports.ids = [1452];
exports.modules = {

/***/ 81452
(module, __unused_webpack_exports, __webpack_require__) {

module.exports = {"src":Object.assign(Object.create({toString(){return this.src;}}),{srcSet:__webpack_require__.p + "assets/ideal-img/ionic.50950e9.640.png"+" 640w",images:[{path:__webpack_require__.p + "assets/ideal-img/ionic.50950e9.640.png",width:640,height:320}],src:__webpack_require__.p + "assets/ideal-img/ionic.50950e9.640.png",placeholder: undefined,width:640,height:320}),"preSrc":"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAoAAAAFCAIAAADzBuo/AAAACXBIWXMAAAsTAAALEwEAmpwYAAAAi0lEQVR4nFWKSw6CMBQAe3cP4co7uOQCxo0LjRoDgsWWUuiHVmyxaOgzkZWT2c2gnqRDr71sBsX/1M2zKlCXnzfLBSlvlHP4EQFijAAwWo3sPduvV94+ghs/72k+YM5GoaAk8OnAdkmdqG5rivJ0bFMtACBYhTzDL0IFv1bNxcncMdJiKjgNRrkafwG9Y4mRa3OxGwAAAABJRU5ErkJggg=="};

/***/ }

};
;