exports.id = 7588;
exports.ids = [7588];
exports.modules = {

/***/ 25207
(module, __unused_webpack_exports, __webpack_require__) {

module.exports = {"src":Object.assign(Object.create({toString(){return this.src;}}),{srcSet:__webpack_require__.p + "assets/ideal-img/butterfly.3a3fdce.640.png"+" 640w",images:[{path:__webpack_require__.p + "assets/ideal-img/butterfly.3a3fdce.640.png",width:640,height:320}],src:__webpack_require__.p + "assets/ideal-img/butterfly.3a3fdce.640.png",placeholder: undefined,width:640,height:320}),"preSrc":"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAoAAAAFCAIAAADzBuo/AAAACXBIWXMAAAsTAAALEwEAmpwYAAAAkElEQVR4nB3Luw6CMBQA0P7/4OgX+AeuJjo5GTcjFpuCjbbcvoBCS03gGtnPITW1zg0gE6ik1aRVAhlBRq1izQKhN7PdnBl/PcqCczbPMyIuCyKit5lw2u93rLOh7ULTDil/EXE16Ewmje4v+XCUV1498X5aRr/uf/cmk5qHQlRUwFu4tvp4GA0k3USrJ8GHH30OiZVwL8XkAAAAAElFTkSuQmCC"};

/***/ }

};
;