exports.id = 3769;
exports.ids = [3769];
exports.modules = {

/***/ 63769
(module, __unused_webpack_exports, __webpack_require__) {

module.exports = {"src":Object.assign(Object.create({toString(){return this.src;}}),{srcSet:__webpack_require__.p + "assets/ideal-img/seven-innovation-base-official-website.8c975ea.640.png"+" 640w",images:[{path:__webpack_require__.p + "assets/ideal-img/seven-innovation-base-official-website.8c975ea.640.png",width:640,height:320}],src:__webpack_require__.p + "assets/ideal-img/seven-innovation-base-official-website.8c975ea.640.png",placeholder: undefined,width:640,height:320}),"preSrc":"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAoAAAAFCAIAAADzBuo/AAAACXBIWXMAAAsTAAALEwEAmpwYAAAAk0lEQVR4nCXE3QqCMBgA0L1/j9FDBNFVRFcSEZh/zaUpOt0PbPPzm5pFdC4OUZly2pkGTAO2Hb1aoJ+g80OH8mFJG4rd5pylNEyinLE4TSjLy1dpwaKeiUjMdZvXtKJhdL/HQXDhbYfol2UexUS0MCc8HNVtr+W0vj9/6y+Qnkhmn2VRVJzVxgkcBFoOloPrQTP3BQSOiH9iAwVFAAAAAElFTkSuQmCC"};

/***/ }

};
;