exports.id = 5924;
exports.ids = [5924];
exports.modules = {

/***/ 65924
(module, __unused_webpack_exports, __webpack_require__) {

module.exports = {"src":Object.assign(Object.create({toString(){return this.src;}}),{srcSet:__webpack_require__.p + "assets/ideal-img/realtime-web-applications-workshop.29c1d29.640.png"+" 640w",images:[{path:__webpack_require__.p + "assets/ideal-img/realtime-web-applications-workshop.29c1d29.640.png",width:640,height:320}],src:__webpack_require__.p + "assets/ideal-img/realtime-web-applications-workshop.29c1d29.640.png",placeholder: undefined,width:640,height:320}),"preSrc":"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAoAAAAFCAIAAADzBuo/AAAACXBIWXMAAAsTAAALEwEAmpwYAAAAkElEQVR4nCXG2wqCMBgA4L0/0YsEvUYUJKR4+J1zepNzB89zm5UL6rv6EBlAGvHUDTOMmVZuijvROs4tL2aCEhUfbseMQBwmGBdZCvM0r9p8XrvaFIIBn+AMJL8HwSMKU4Cqrgktx2Hs3j1qLLuKC55y7/3ud//zj3QKkaWM+oguVLlOWCmsZGvbaMZXQXX1BadIh5zpH+/BAAAAAElFTkSuQmCC"};

/***/ }

};
;