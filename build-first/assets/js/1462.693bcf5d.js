exports.id = 1462;
exports.ids = [1462];
exports.modules = {

/***/ 91462
(module, __unused_webpack_exports, __webpack_require__) {

module.exports = {"src":Object.assign(Object.create({toString(){return this.src;}}),{srcSet:__webpack_require__.p + "assets/ideal-img/resoto.87ca538.640.png"+" 640w",images:[{path:__webpack_require__.p + "assets/ideal-img/resoto.87ca538.640.png",width:640,height:320}],src:__webpack_require__.p + "assets/ideal-img/resoto.87ca538.640.png",placeholder: undefined,width:640,height:320}),"preSrc":"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAoAAAAFCAIAAADzBuo/AAAACXBIWXMAAAsTAAALEwEAmpwYAAAAiUlEQVR4nCXLSw7CIBgEYO7vSbyEiy7c6MaYmthIGx+xpdDy/qEWwYCT2X0zCPN5BjNYN30CAd8b+HcwgKVGF8o21b57Pm7NVQiRUooxxpQz+QU1XG1PeJJWKFhDyJzStzDzC+qdOrBdTSvDjuTMVlcW5Z65Vbrm91a+iSSvUVPwIzhigYLrlPkBOmiL0yjpmfcAAAAASUVORK5CYII="};

/***/ }

};
;