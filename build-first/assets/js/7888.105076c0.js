exports.id = 7888;
exports.ids = [7888];
exports.modules = {

/***/ 87888
(module, __unused_webpack_exports, __webpack_require__) {

module.exports = {"src":Object.assign(Object.create({toString(){return this.src;}}),{srcSet:__webpack_require__.p + "assets/ideal-img/lerna.b01eb5f.640.png"+" 640w",images:[{path:__webpack_require__.p + "assets/ideal-img/lerna.b01eb5f.640.png",width:640,height:320}],src:__webpack_require__.p + "assets/ideal-img/lerna.b01eb5f.640.png",placeholder: undefined,width:640,height:320}),"preSrc":"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAoAAAAFCAIAAADzBuo/AAAACXBIWXMAAAsTAAALEwEAmpwYAAAAhUlEQVR4nD2LSw7CIBRFWbs7cBNOXIIjp44b468fBNMKPF4FhSBCDU305uROTg6pW60fr0F4Ae9euD+DdDW1ZH9Ui+WWshvn1xg/07ycywMGcmrMan0BMDiOKeWci0upaKUD6bXZuc3ZHko0zdWvVhhIw2zFOypAYwQMgEEof5dOgm/Z8wv4AIubzkjZ6AAAAABJRU5ErkJggg=="};

/***/ }

};
;