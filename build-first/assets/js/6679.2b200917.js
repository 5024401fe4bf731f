exports.id = 6679;
exports.ids = [6679];
exports.modules = {

/***/ 96679
(module, __unused_webpack_exports, __webpack_require__) {

module.exports = {"src":Object.assign(Object.create({toString(){return this.src;}}),{srcSet:__webpack_require__.p + "assets/ideal-img/mailgo.afcbfec.640.png"+" 640w",images:[{path:__webpack_require__.p + "assets/ideal-img/mailgo.afcbfec.640.png",width:640,height:320}],src:__webpack_require__.p + "assets/ideal-img/mailgo.afcbfec.640.png",placeholder: undefined,width:640,height:320}),"preSrc":"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAoAAAAFCAIAAADzBuo/AAAACXBIWXMAAAsTAAALEwEAmpwYAAAAg0lEQVR4nE2LvQ6CMBRG+/6T72F8CAcHw2oMxQhpGPpjS3vbUrhEuUZcmM6XnO+wNvS2eFm8e2c9g9y2LF6V8EyK3Z04VKeuF7zmMUYiopXWH8hhYk2Qx/piIShjcMG//WwHi4mpebia8wP4LtvVbdY334hRDstoMTlMZgJdwmuCLpsvIRWMFjoxkbwAAAAASUVORK5CYII="};

/***/ }

};
;