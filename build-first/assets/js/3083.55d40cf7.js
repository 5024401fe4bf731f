exports.id = 3083;
exports.ids = [3083];
exports.modules = {

/***/ 53083
(module, __unused_webpack_exports, __webpack_require__) {

module.exports = {"src":Object.assign(Object.create({toString(){return this.src;}}),{srcSet:__webpack_require__.p + "assets/ideal-img/mediamachine.55f76d0.640.png"+" 640w",images:[{path:__webpack_require__.p + "assets/ideal-img/mediamachine.55f76d0.640.png",width:640,height:320}],src:__webpack_require__.p + "assets/ideal-img/mediamachine.55f76d0.640.png",placeholder: undefined,width:640,height:320}),"preSrc":"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAoAAAAFCAIAAADzBuo/AAAACXBIWXMAAAsTAAALEwEAmpwYAAAAhklEQVR4nCXJWw7CIBBAUfb/6R5chUswJn6pNFVMNfYxPFoYBmi1mNDzeS+zdY/K4meagRYdFxVmIGotdc7dNdOX9rg7vJ4Nr6tbxWvx6PohF0kSG7m87s8jmAHAaOPRxxDzWjYQi9L47+m3ppy3WGxbEfNC2XcTAZMKSVKSFAak3hEgCvMHBXSMMsbB9OcAAAAASUVORK5CYII="};

/***/ }

};
;