exports.id = 4791;
exports.ids = [4791];
exports.modules = {

/***/ 24791
(module, __unused_webpack_exports, __webpack_require__) {

module.exports = {"src":Object.assign(Object.create({toString(){return this.src;}}),{srcSet:__webpack_require__.p + "assets/ideal-img/tremor.8246d4f.640.png"+" 640w",images:[{path:__webpack_require__.p + "assets/ideal-img/tremor.8246d4f.640.png",width:640,height:320}],src:__webpack_require__.p + "assets/ideal-img/tremor.8246d4f.640.png",placeholder: undefined,width:640,height:320}),"preSrc":"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAoAAAAFCAIAAADzBuo/AAAACXBIWXMAAAsTAAALEwEAmpwYAAAAiklEQVR4nC2Lyw6CMBQF+/d+iQu/Q0mMW4mJqGh9pC30dW0plECvqTo5uzlDavvUveXBqsk3A7BgfuPBXpwgB0UX29Wdvc7HCgAQMaWUMKOiJxXwZbmWzpkwjPOULaYZ80FGR1ivdnpTPQosi+TNN/vXMnpSe7G3p5uluqWy02rsmgAiQNu/r779AAuui22O/SbhAAAAAElFTkSuQmCC"};

/***/ }

};
;