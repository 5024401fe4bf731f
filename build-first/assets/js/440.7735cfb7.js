exports.id = 440;
exports.ids = [440];
exports.modules = {

/***/ 10440
(module, __unused_webpack_exports, __webpack_require__) {

module.exports = {"src":Object.assign(Object.create({toString(){return this.src;}}),{srcSet:__webpack_require__.p + "assets/ideal-img/shabad-os.7d4311d.640.png"+" 640w",images:[{path:__webpack_require__.p + "assets/ideal-img/shabad-os.7d4311d.640.png",width:640,height:320}],src:__webpack_require__.p + "assets/ideal-img/shabad-os.7d4311d.640.png",placeholder: undefined,width:640,height:320}),"preSrc":"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAoAAAAFCAIAAADzBuo/AAAACXBIWXMAAAsTAAALEwEAmpwYAAAAiElEQVR4nB2Lyw6CMBRE+/3+hT/hUneuJXGhgiBdQC3tBXr71NhrymQyZ3EyDGvhwNhhjW/71SFJ50dTKhCfwOA6nHcH/uK3+tG0rZCSiHLORJSUZ+aumv0FZ6NXDRpiiEREvzKbnpbj51T11Vq7TOVUsrFo7KDnreSj6zEpn5QP0nqBYbK2m//tMItXQljqyQAAAABJRU5ErkJggg=="};

/***/ }

};
;