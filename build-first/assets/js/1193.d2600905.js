exports.id = 1193;
exports.ids = [1193];
exports.modules = {

/***/ 11193
(module, __unused_webpack_exports, __webpack_require__) {

module.exports = {"src":Object.assign(Object.create({toString(){return this.src;}}),{srcSet:__webpack_require__.p + "assets/ideal-img/memgraph.76ea40c.640.png"+" 640w",images:[{path:__webpack_require__.p + "assets/ideal-img/memgraph.76ea40c.640.png",width:640,height:320}],src:__webpack_require__.p + "assets/ideal-img/memgraph.76ea40c.640.png",placeholder: undefined,width:640,height:320}),"preSrc":"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAoAAAAFCAIAAADzBuo/AAAACXBIWXMAAAsTAAALEwEAmpwYAAAAkklEQVR4nC3LSQ6CMBQA0N5/6Rm8gCcgJhKHuDZShoIg2MlSfi00CN+Nb/9IYWs1mta9+djr2YkwdN503rx8nwMnN11tLruiKosspymVQiDiuiyIqAOQxLZbGhnvoP8YZacwI+KCKyKqAEQBzMn0vB7iJor53qrTNzvi/fzfDGQjZM3L1DI6sA4eXDEumBwtc/IHh+6I3kTW/joAAAAASUVORK5CYII="};

/***/ }

};
;