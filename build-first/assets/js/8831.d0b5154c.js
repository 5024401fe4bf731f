exports.id = 8831;
exports.ids = [8831];
exports.modules = {

/***/ 38831
(module, __unused_webpack_exports, __webpack_require__) {

module.exports = {"src":Object.assign(Object.create({toString(){return this.src;}}),{srcSet:__webpack_require__.p + "assets/ideal-img/liqvid.a8f2abd.640.png"+" 640w",images:[{path:__webpack_require__.p + "assets/ideal-img/liqvid.a8f2abd.640.png",width:640,height:320}],src:__webpack_require__.p + "assets/ideal-img/liqvid.a8f2abd.640.png",placeholder: undefined,width:640,height:320}),"preSrc":"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAoAAAAFCAIAAADzBuo/AAAACXBIWXMAAAsTAAALEwEAmpwYAAAAgklEQVR4nC2LOw7CMBBEfXYOwwHS0lFQ0EZCiE+cFMEJ3nWUtb2WMRgUh9Fopnh6otFovHvMXvNrdEERrx2I72jFScGm2nd930npmb8luSxyFJcnbQ83mAgRU3rnvLBPwcBRKEdHs7vSuUir9r8FN5OtddvOaEICjsBxtGEg1jZI435FEYyABC0q9gAAAABJRU5ErkJggg=="};

/***/ }

};
;