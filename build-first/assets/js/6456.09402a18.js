exports.id = 6456;
exports.ids = [6456];
exports.modules = {

/***/ 6456
(module, __unused_webpack_exports, __webpack_require__) {

module.exports = {"src":Object.assign(Object.create({toString(){return this.src;}}),{srcSet:__webpack_require__.p + "assets/ideal-img/formatjs.ee4caeb.640.png"+" 640w",images:[{path:__webpack_require__.p + "assets/ideal-img/formatjs.ee4caeb.640.png",width:640,height:320}],src:__webpack_require__.p + "assets/ideal-img/formatjs.ee4caeb.640.png",placeholder: undefined,width:640,height:320}),"preSrc":"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAoAAAAFCAIAAADzBuo/AAAACXBIWXMAAAsTAAALEwEAmpwYAAAAh0lEQVR4nD2LQQ6CMBAA+3tfYnyHXkw8qwklKCBJi7TplqWttdA1cHBOk0yGVdDpAMKDSqhnJ1c3whvpocKe3XWzOx/qrn01LedlSomIMmUi0hEZt2J/OykwBgCsnZc5Ey1bVhGZ/OjLcCzH4j9tsrLej6m/mqJ2wnydiqgjvoPtPQzBPqfhBwOmi8cQtzN7AAAAAElFTkSuQmCC"};

/***/ }

};
;