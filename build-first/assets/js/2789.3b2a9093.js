exports.id = 2789;
exports.ids = [2789];
exports.modules = {

/***/ 52789
(module, __unused_webpack_exports, __webpack_require__) {

module.exports = {"src":Object.assign(Object.create({toString(){return this.src;}}),{srcSet:__webpack_require__.p + "assets/ideal-img/remotion.2339cf1.640.png"+" 640w",images:[{path:__webpack_require__.p + "assets/ideal-img/remotion.2339cf1.640.png",width:640,height:320}],src:__webpack_require__.p + "assets/ideal-img/remotion.2339cf1.640.png",placeholder: undefined,width:640,height:320}),"preSrc":"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAoAAAAFCAIAAADzBuo/AAAACXBIWXMAAAsTAAALEwEAmpwYAAAAjklEQVR4nB3NQQ6CMBRF0e7fnRjXwMTEiXGmDowFMZGW+inQflur0GdwepOTK2RjybOygfjT8VcPUfVB9UEPQWovzndabXbyVlflVUoZYwSQcwbQ+SQuD7cupO3ZDuw8T9OcM+YZAMgloZzbu+L03L7sIeOfgcUC5JMojTu2dUmNtob8m3xqx2VsxlgZ/gHlB4slf7PNugAAAABJRU5ErkJggg=="};

/***/ }

};
;