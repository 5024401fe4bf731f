exports.id = 4169;
exports.ids = [4169];
exports.modules = {

/***/ 34169
(module, __unused_webpack_exports, __webpack_require__) {

module.exports = {"src":Object.assign(Object.create({toString(){return this.src;}}),{srcSet:__webpack_require__.p + "assets/ideal-img/sap-cloud-sdk.07fc0f1.640.png"+" 640w",images:[{path:__webpack_require__.p + "assets/ideal-img/sap-cloud-sdk.07fc0f1.640.png",width:640,height:320}],src:__webpack_require__.p + "assets/ideal-img/sap-cloud-sdk.07fc0f1.640.png",placeholder: undefined,width:640,height:320}),"preSrc":"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAoAAAAFCAIAAADzBuo/AAAACXBIWXMAAAsTAAALEwEAmpwYAAAAjklEQVR4nCXJ3QqCMBQA4D1+j1LPIUURdGWBlp4ZmLqpx7m/VOaJCr67j9UqUV72rlKT0Eur56/eVejqWmfs2cW74yYvMsg5hwKAA/AQAhHpqWWvIY1uW1SIg/XzbKy11oT135J1vtrL87U9jOJUXqKwLES00vrrjjUmu2Ncjgnqh2iS8S0HL9A1ykth4AOBg4mkl8T4vQAAAABJRU5ErkJggg=="};

/***/ }

};
;