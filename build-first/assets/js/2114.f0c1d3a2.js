exports.id = 2114;
exports.ids = [2114];
exports.modules = {

/***/ 62114
(module, __unused_webpack_exports, __webpack_require__) {

module.exports = {"src":Object.assign(Object.create({toString(){return this.src;}}),{srcSet:__webpack_require__.p + "assets/ideal-img/trpg-engine.d127468.640.png"+" 640w",images:[{path:__webpack_require__.p + "assets/ideal-img/trpg-engine.d127468.640.png",width:640,height:320}],src:__webpack_require__.p + "assets/ideal-img/trpg-engine.d127468.640.png",placeholder: undefined,width:640,height:320}),"preSrc":"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAoAAAAFCAIAAADzBuo/AAAACXBIWXMAAAsTAAALEwEAmpwYAAAAhUlEQVR4nEXLQQ6CMBBA0Z7fS3gQ41JvYAQBkZpogZkKFGY6qbUmuPBvX75yhaXXvDwXNiydDxjYMD2IDLnKKXuC4+bQ1Pp8yfRdl9eKvU9rgqLGfCq3xdCNPQD0iGDjO6bPyiBqgmnvd7nLUkoxxd/3Z1e7Rt/QYLBBUASEW6aWqOe5nr8GV4vgJLimPAAAAABJRU5ErkJggg=="};

/***/ }

};
;