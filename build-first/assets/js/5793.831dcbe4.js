exports.id = 5793;
exports.ids = [5793];
exports.modules = {

/***/ 25793
(module, __unused_webpack_exports, __webpack_require__) {

module.exports = {"src":Object.assign(Object.create({toString(){return this.src;}}),{srcSet:__webpack_require__.p + "assets/ideal-img/qa-board.dd01ff3.640.png"+" 640w",images:[{path:__webpack_require__.p + "assets/ideal-img/qa-board.dd01ff3.640.png",width:640,height:320}],src:__webpack_require__.p + "assets/ideal-img/qa-board.dd01ff3.640.png",placeholder: undefined,width:640,height:320}),"preSrc":"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAoAAAAFCAIAAADzBuo/AAAACXBIWXMAAAsTAAALEwEAmpwYAAAAiElEQVR4nDWLSwrCMBQAc3+v4gncuupahGJMrWBJbBLb5vOaZ2KeVHBWA8OwbrEW/BDCmJItWSWQECVEBVF4x85W75rjfXgIzoXoAICIaq1EZBHZZV727dXMy6i1naZcSiX60IZBZDK5Zjxw124TbdNP/llEd5r6PprXOxtMBvG5ggLQK9yC/wI5Koxs3bJLZAAAAABJRU5ErkJggg=="};

/***/ }

};
;