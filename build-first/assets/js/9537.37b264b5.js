exports.id = 9537;
exports.ids = [9537];
exports.modules = {

/***/ 69537
(module, __unused_webpack_exports, __webpack_require__) {

module.exports = {"src":Object.assign(Object.create({toString(){return this.src;}}),{srcSet:__webpack_require__.p + "assets/ideal-img/wasp.c1455f7.640.png"+" 640w",images:[{path:__webpack_require__.p + "assets/ideal-img/wasp.c1455f7.640.png",width:640,height:320}],src:__webpack_require__.p + "assets/ideal-img/wasp.c1455f7.640.png",placeholder: undefined,width:640,height:320}),"preSrc":"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAoAAAAFCAIAAADzBuo/AAAACXBIWXMAAAsTAAALEwEAmpwYAAAAfklEQVR4nFWLQQrCMBBFc/+de8/QA3iDrgWpSjK1XaRpZkZINCWGJiUWBD8P3uLxhVRs2WsTLH/0HH5MNsjei8uVDsdWwQCgcs7lu93EUdykaxogcmbGlNa9rdUFOQrNrn2f7r6rofy9a1aDP4+P3hA/E3JEjgaXyQaLC4yvDfcgi41kF+KQAAAAAElFTkSuQmCC"};

/***/ }

};
;