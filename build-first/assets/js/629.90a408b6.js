exports.id = 629;
exports.ids = [629];
exports.modules = {

/***/ 40629
(module, __unused_webpack_exports, __webpack_require__) {

module.exports = {"src":Object.assign(Object.create({toString(){return this.src;}}),{srcSet:__webpack_require__.p + "assets/ideal-img/flagsmith.3ef150a.640.png"+" 640w",images:[{path:__webpack_require__.p + "assets/ideal-img/flagsmith.3ef150a.640.png",width:640,height:320}],src:__webpack_require__.p + "assets/ideal-img/flagsmith.3ef150a.640.png",placeholder: undefined,width:640,height:320}),"preSrc":"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAoAAAAFCAIAAADzBuo/AAAACXBIWXMAAAsTAAALEwEAmpwYAAAAiUlEQVR4nB3LQQ7CIBBAUY7vRdx6BneartVEW6gxTQuFEYYWKDV2DP7V3zwmXP9O2Acnk4dPVIsfohuikxH5pNkNut3p0HavthG84YhIRNu2ERHkwB447q9ng04qBdbmdSWiL5VMDkwuttLHGu8FUUH/KRUtZnOx9TNIuybIweQwpklFr9PUzvAD9bOLstvqKVcAAAAASUVORK5CYII="};

/***/ }

};
;