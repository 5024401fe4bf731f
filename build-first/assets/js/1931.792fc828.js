exports.id = 1931;
exports.ids = [1931];
exports.modules = {

/***/ 1931
(module, __unused_webpack_exports, __webpack_require__) {

module.exports = {"src":Object.assign(Object.create({toString(){return this.src;}}),{srcSet:__webpack_require__.p + "assets/ideal-img/moja-global.899a8c2.640.png"+" 640w",images:[{path:__webpack_require__.p + "assets/ideal-img/moja-global.899a8c2.640.png",width:640,height:320}],src:__webpack_require__.p + "assets/ideal-img/moja-global.899a8c2.640.png",placeholder: undefined,width:640,height:320}),"preSrc":"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAoAAAAFCAIAAADzBuo/AAAACXBIWXMAAAsTAAALEwEAmpwYAAAAjElEQVR4nB2LvQrCMBgA8/6TD+Lo7uBYQQqKRRNDxTZtfvulyVdUTKQ5uOk4oqABlC6KKYr40fjVgAJQeBzUzEhnzrtq8+qf/NFSxjlvU0q5EN+GjHCvrlsf58kHZ3VYQs4p51/JmrhFHGxV0z2tjycm3G0u8+p668DYdOltIxXtbefMACgBR78oE/gfr3KJ5OUMFbcAAAAASUVORK5CYII="};

/***/ }

};
;