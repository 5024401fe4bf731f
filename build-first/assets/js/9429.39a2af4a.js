exports.id = 9429;
exports.ids = [9429];
exports.modules = {

/***/ 49429
(module, __unused_webpack_exports, __webpack_require__) {

module.exports = {"src":Object.assign(Object.create({toString(){return this.src;}}),{srcSet:__webpack_require__.p + "assets/ideal-img/dart-code-metrics.1bcf7ab.640.png"+" 640w",images:[{path:__webpack_require__.p + "assets/ideal-img/dart-code-metrics.1bcf7ab.640.png",width:640,height:320}],src:__webpack_require__.p + "assets/ideal-img/dart-code-metrics.1bcf7ab.640.png",placeholder: undefined,width:640,height:320}),"preSrc":"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAoAAAAFCAIAAADzBuo/AAAACXBIWXMAAAsTAAALEwEAmpwYAAAAi0lEQVR4nCWLSw7CIBQAub+3cOklXLjRvcZYU6AVC7Xw+JZKTfpMdTKL2QyhrjXZdqNRE+g56M/qMHuVoY4duRi6OW7pg4tWcN4wxmhNpZSIaEoglRe76147C2ANQEwxppSnjIi6eKLe+vQ63EOFiAsu+OMf602TPNtbMz7tnEwJuvh+gj7DkB1L6guD+IphiFnmtQAAAABJRU5ErkJggg=="};

/***/ }

};
;