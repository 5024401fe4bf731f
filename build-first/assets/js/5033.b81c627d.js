exports.id = 5033;
exports.ids = [5033];
exports.modules = {

/***/ 95033
(module, __unused_webpack_exports, __webpack_require__) {

module.exports = {"src":Object.assign(Object.create({toString(){return this.src;}}),{srcSet:__webpack_require__.p + "assets/ideal-img/httpin.44bbe84.640.png"+" 640w",images:[{path:__webpack_require__.p + "assets/ideal-img/httpin.44bbe84.640.png",width:640,height:320}],src:__webpack_require__.p + "assets/ideal-img/httpin.44bbe84.640.png",placeholder: undefined,width:640,height:320}),"preSrc":"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAoAAAAFCAIAAADzBuo/AAAACXBIWXMAAAsTAAALEwEAmpwYAAAAgklEQVR4nFXLSwrCMBSF4azffTjoLhwI4rgDJWoNWEzTePMyzUvMlVYnHs7s4yfcHG2UMHGbR5OECvx7HQb+vBAG7Xq/Yjd2PnUpJfytIqLLQHpLN4dGGRBSlldZpFZ8L/wgkIat3FFLZ6hz9Fdz31Hd3ifmi3YZXAYdRxWEiVL46wcY/Yv5tsUYuQAAAABJRU5ErkJggg=="};

/***/ }

};
;