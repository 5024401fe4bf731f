exports.id = 9241;
exports.ids = [9241];
exports.modules = {

/***/ 79241
(module, __unused_webpack_exports, __webpack_require__) {

module.exports = {"src":Object.assign(Object.create({toString(){return this.src;}}),{srcSet:__webpack_require__.p + "assets/ideal-img/foalts.95e1409.640.png"+" 640w",images:[{path:__webpack_require__.p + "assets/ideal-img/foalts.95e1409.640.png",width:640,height:320}],src:__webpack_require__.p + "assets/ideal-img/foalts.95e1409.640.png",placeholder: undefined,width:640,height:320}),"preSrc":"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAoAAAAFCAIAAADzBuo/AAAACXBIWXMAAAsTAAALEwEAmpwYAAAAi0lEQVR4nCWLQQrCMBBFc3sv4g08gLhy041aFZWkLUUTbCdJM2FiUTuS+nnwFo8vlDc2oSGEd3q+oqbwxxBKBHGCx2K7qu+tuknvHDNPE0+cByOJ69AvywJwCITj55szcxZzP5IwyRV2vW8O/uz4uKkvOzWEuc5vFaH0Unqtwdu+aUFXwXUJO8Iq2h//m4qlVO2P2gAAAABJRU5ErkJggg=="};

/***/ }

};
;