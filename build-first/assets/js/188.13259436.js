exports.id = 188;
exports.ids = [188];
exports.modules = {

/***/ 90188
(module, __unused_webpack_exports, __webpack_require__) {

module.exports = {"src":Object.assign(Object.create({toString(){return this.src;}}),{srcSet:__webpack_require__.p + "assets/ideal-img/gulp.4861002.640.png"+" 640w",images:[{path:__webpack_require__.p + "assets/ideal-img/gulp.4861002.640.png",width:640,height:320}],src:__webpack_require__.p + "assets/ideal-img/gulp.4861002.640.png",placeholder: undefined,width:640,height:320}),"preSrc":"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAoAAAAFCAIAAADzBuo/AAAACXBIWXMAAAsTAAALEwEAmpwYAAAAgklEQVR4nD2LQQrCMBAA837f4Av8gQfviuDJiqSaoMam2my6sXVDhGZFtA5zG0Yo1BDBEjSpteT+1gTHzogCyslyqs66MlceyZyZGRIKGU6z3RweoXtS5vx14IGZXUJh433drjZygbL4neP9yao3W9wffGnh4l7BJbyRrwma6HVfvQH8vIs5+0ZRFAAAAABJRU5ErkJggg=="};

/***/ }

};
;