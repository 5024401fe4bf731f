exports.id = 4119;
exports.ids = [4119];
exports.modules = {

/***/ 84119
(module, __unused_webpack_exports, __webpack_require__) {

module.exports = {"src":Object.assign(Object.create({toString(){return this.src;}}),{srcSet:__webpack_require__.p + "assets/ideal-img/eightshift.1cc638b.640.png"+" 640w",images:[{path:__webpack_require__.p + "assets/ideal-img/eightshift.1cc638b.640.png",width:640,height:320}],src:__webpack_require__.p + "assets/ideal-img/eightshift.1cc638b.640.png",placeholder: undefined,width:640,height:320}),"preSrc":"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAoAAAAFCAIAAADzBuo/AAAACXBIWXMAAAsTAAALEwEAmpwYAAAAi0lEQVR4nB3LQQ6CMBBA0R7fo3gI49q4ciEkNAgYo1CcCVPaTkGkY/Bvf56qCDC6V3D9xLh8zMQt+5Z9x/7mSOVodqdDeW/KQutCu9GJSEpJRHCOStthn2dgrRnQBvdd1ySyyhbMUXWRznjUj4tkBjKcx+Wvt73pytOVqoY6AHqC7UPoYzDs3xxqb3/3RYsvz8VFiwAAAABJRU5ErkJggg=="};

/***/ }

};
;