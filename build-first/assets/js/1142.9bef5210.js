exports.id = 1142;
exports.ids = [1142];
exports.modules = {

/***/ 21142
(module, __unused_webpack_exports, __webpack_require__) {

module.exports = {"src":Object.assign(Object.create({toString(){return this.src;}}),{srcSet:__webpack_require__.p + "assets/ideal-img/repeater-js.7fd79bd.640.png"+" 640w",images:[{path:__webpack_require__.p + "assets/ideal-img/repeater-js.7fd79bd.640.png",width:640,height:320}],src:__webpack_require__.p + "assets/ideal-img/repeater-js.7fd79bd.640.png",placeholder: undefined,width:640,height:320}),"preSrc":"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAoAAAAFCAIAAADzBuo/AAAACXBIWXMAAAsTAAALEwEAmpwYAAAAhklEQVR4nD3LwRKCIBAAUL6/a3/Rra+ozjXVmBKMB4VlQU2gdZLt5u1dntDD02cwsccFwg+RrE2dTR2kXn0aUeFtf9lJLWWtmlqCdcxcuDBzIBTNUB0fBwzOAgzTGHMqXFZemdmTE+bbn+H0mqotbfCEQs/yHq5tVOMSPDlP6LKFZDBBO7//p5GKvHbMaggAAAAASUVORK5CYII="};

/***/ }

};
;