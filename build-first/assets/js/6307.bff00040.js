exports.id = 6307;
exports.ids = [6307];
exports.modules = {

/***/ 86307
(module, __unused_webpack_exports, __webpack_require__) {

module.exports = {"src":Object.assign(Object.create({toString(){return this.src;}}),{srcSet:__webpack_require__.p + "assets/ideal-img/clutch.ee72174.640.png"+" 640w",images:[{path:__webpack_require__.p + "assets/ideal-img/clutch.ee72174.640.png",width:640,height:320}],src:__webpack_require__.p + "assets/ideal-img/clutch.ee72174.640.png",placeholder: undefined,width:640,height:320}),"preSrc":"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAoAAAAFCAIAAADzBuo/AAAACXBIWXMAAAsTAAALEwEAmpwYAAAAgUlEQVR4nFXLQQ7CIBCFYY7vFVx6DBfuegVjSGtICbGtZWAqzRCCMIboxpe3+/OJ0CvynmbIdouLo8n+PkO4G+GufXc4Gq0HpYiIv6uVmROg2KQeTufNOo9Y8ruFWrmUli2KYNdL7GSQzXBDfzooM443mEyGVwJMgPHpaAFa/a4eHwq6i8XB9gF8AAAAAElFTkSuQmCC"};

/***/ }

};
;