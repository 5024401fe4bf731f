exports.id = 7927;
exports.ids = [7927];
exports.modules = {

/***/ 10308
(module, __unused_webpack_exports, __webpack_require__) {

module.exports = {"src":Object.assign(Object.create({toString(){return this.src;}}),{srcSet:__webpack_require__.p + "assets/ideal-img/configcat-feature-flags.74eac47.640.png"+" 640w",images:[{path:__webpack_require__.p + "assets/ideal-img/configcat-feature-flags.74eac47.640.png",width:640,height:320}],src:__webpack_require__.p + "assets/ideal-img/configcat-feature-flags.74eac47.640.png",placeholder: undefined,width:640,height:320}),"preSrc":"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAoAAAAFCAIAAADzBuo/AAAACXBIWXMAAAsTAAALEwEAmpwYAAAAkklEQVR4nC3L3QqCMBgA0D19r9FtL9Fd1EVQEqjkdKGJfurmpq79GO0LonN/SDFVwspG896pzsnWiM5JcBLMWCwNiQXbHLd3RqPLlWa0ftY5zaEFRBR+Jpmqd+m+KKvolmjzWt+rsdZ5j4jcTwTccOanZDhYGYXwwZ+A4b+ZbmKZsZnBUnKvuJ96O3ZmHIx6aPgCFxyJBna2yOAAAAAASUVORK5CYII="};

/***/ }

};
;