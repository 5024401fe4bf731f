exports.id = 850;
exports.ids = [850];
exports.modules = {

/***/ 850
(module, __unused_webpack_exports, __webpack_require__) {

module.exports = {"src":Object.assign(Object.create({toString(){return this.src;}}),{srcSet:__webpack_require__.p + "assets/ideal-img/files-gallery.8cb4579.640.png"+" 640w",images:[{path:__webpack_require__.p + "assets/ideal-img/files-gallery.8cb4579.640.png",width:640,height:320}],src:__webpack_require__.p + "assets/ideal-img/files-gallery.8cb4579.640.png",placeholder: undefined,width:640,height:320}),"preSrc":"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAoAAAAFCAIAAADzBuo/AAAACXBIWXMAAAsTAAALEwEAmpwYAAAAiUlEQVR4nEWLSw6CMBQAe3uv4N6lB/ECJBIFaRCh0vf64dXWgqUGN85yJsNaW5qA42tQcbQLmgUgCOkH8KKlmlVY7E87fudd21fXurnx9En5h4nAGns5Fgfl0E6WiCaa0prWvOacdQSm332iUp6lx3lbNp//uXP105YCHuikmUFHwDCCFyrIzjVfvviLF4KruGcAAAAASUVORK5CYII="};

/***/ }

};
;