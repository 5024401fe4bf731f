exports.id = 7404;
exports.ids = [7404];
exports.modules = {

/***/ 67404
(module, __unused_webpack_exports, __webpack_require__) {

module.exports = {"src":Object.assign(Object.create({toString(){return this.src;}}),{srcSet:__webpack_require__.p + "assets/ideal-img/darklang.0445f17.640.png"+" 640w",images:[{path:__webpack_require__.p + "assets/ideal-img/darklang.0445f17.640.png",width:640,height:320}],src:__webpack_require__.p + "assets/ideal-img/darklang.0445f17.640.png",placeholder: undefined,width:640,height:320}),"preSrc":"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAoAAAAFCAIAAADzBuo/AAAACXBIWXMAAAsTAAALEwEAmpwYAAAAj0lEQVR4nCWLSwrCMBQAc3/wAG49gGdQBEHcC/2kpZbm+9K0tcaEtHlSneUMQ2jdwzAz6SR4M0ShP1w5rpzQjjYv8shgt79WzbOgOa1ojBERU0JENDaQrJoOx3K0fh7eWptlWTHhum4Z+kCgH3G539TpIs+b+/G/wQZSt1PHWcG7XDCwwdigwEnttPF1O38BqhKKdfCM/OoAAAAASUVORK5CYII="};

/***/ }

};
;