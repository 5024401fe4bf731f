exports.id = 6575;
exports.ids = [6575];
exports.modules = {

/***/ 36575
(module, __unused_webpack_exports, __webpack_require__) {

module.exports = {"src":Object.assign(Object.create({toString(){return this.src;}}),{srcSet:__webpack_require__.p + "assets/ideal-img/30-days-of-swa.add3e35.640.png"+" 640w",images:[{path:__webpack_require__.p + "assets/ideal-img/30-days-of-swa.add3e35.640.png",width:640,height:320}],src:__webpack_require__.p + "assets/ideal-img/30-days-of-swa.add3e35.640.png",placeholder: undefined,width:640,height:320}),"preSrc":"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAoAAAAFCAIAAADzBuo/AAAACXBIWXMAAAsTAAALEwEAmpwYAAAAkElEQVR4nC3JTQrCMBBA4Rzfm3gLQcGVCC4sWPsXsS1t2oltMpkkNjSiuHmL77FikkDYatMiCetHv8A7dMZ2SMWs2VUMm/2R188iz5q64RVPbylZG2McnWd3qbaXXCojXyiGcVJKIy4h/Hdn1Ql2iTgYOK/rV2OM66/gPCu1SuSjnNteC3AOnO8N9YYGspXGD72Eis8xv/VSAAAAAElFTkSuQmCC"};

/***/ }

};
;