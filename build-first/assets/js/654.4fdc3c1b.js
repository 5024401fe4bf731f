exports.id = 654;
exports.ids = [654];
exports.modules = {

/***/ 40654
(module, __unused_webpack_exports, __webpack_require__) {

module.exports = {"src":Object.assign(Object.create({toString(){return this.src;}}),{srcSet:__webpack_require__.p + "assets/ideal-img/haochen.75d5192.640.png"+" 640w",images:[{path:__webpack_require__.p + "assets/ideal-img/haochen.75d5192.640.png",width:640,height:320}],src:__webpack_require__.p + "assets/ideal-img/haochen.75d5192.640.png",placeholder: undefined,width:640,height:320}),"preSrc":"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAoAAAAFCAIAAADzBuo/AAAACXBIWXMAAAsTAAALEwEAmpwYAAAAiklEQVR4nE2LsQ7CIBRF+f/E+A/uzk5OLhrXpglaKQlFCn20NSBIQ8G0LiY3ZzgnF9Gq170VTwfdBDC1wv0mW0ceBpUFbDdnQtmd3FjDUko55xVZ64Aq/NrvSjP49+iNsSktbZ7XDAFx8Jc4nNT1KA4xxUX/v0lti2bEXGLOAD5aB6WclA46T2v7BZ+rijeS0lLSAAAAAElFTkSuQmCC"};

/***/ }

};
;