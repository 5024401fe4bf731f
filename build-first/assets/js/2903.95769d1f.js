exports.id = 2903;
exports.ids = [2903];
exports.modules = {

/***/ 52903
(module, __unused_webpack_exports, __webpack_require__) {

module.exports = {"src":Object.assign(Object.create({toString(){return this.src;}}),{srcSet:__webpack_require__.p + "assets/ideal-img/quickwit.ef4e552.640.png"+" 640w",images:[{path:__webpack_require__.p + "assets/ideal-img/quickwit.ef4e552.640.png",width:640,height:320}],src:__webpack_require__.p + "assets/ideal-img/quickwit.ef4e552.640.png",placeholder: undefined,width:640,height:320}),"preSrc":"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAoAAAAFCAIAAADzBuo/AAAACXBIWXMAAAsTAAALEwEAmpwYAAAAhklEQVR4nDWLSw6CMBRFu//ETThwDy7BOQ6IAmkrQukr9tkPKaZ9BqLJyZ2ce5iTdbA6wvhBWBEiDD/M6B4Nm5vqcjxIzm/3tuMi50xEVAoRJTTMivp6PiEa+7bB+1LK5vZTssASaBoSVMZNy95t86+Bhb6NUjjRR6VWhISwzFM0Kr60f3ZfBSyL4OpUeGoAAAAASUVORK5CYII="};

/***/ }

};
;