exports.id = 6779;
exports.ids = [6779];
exports.modules = {

/***/ 46779
(module, __unused_webpack_exports, __webpack_require__) {

module.exports = {"src":Object.assign(Object.create({toString(){return this.src;}}),{srcSet:__webpack_require__.p + "assets/ideal-img/nocalhost.e86631a.640.png"+" 640w",images:[{path:__webpack_require__.p + "assets/ideal-img/nocalhost.e86631a.640.png",width:640,height:320}],src:__webpack_require__.p + "assets/ideal-img/nocalhost.e86631a.640.png",placeholder: undefined,width:640,height:320}),"preSrc":"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAoAAAAFCAIAAADzBuo/AAAACXBIWXMAAAsTAAALEwEAmpwYAAAAiklEQVR4nD2LSwrCMBQAc/+FpxCPIRQEF65dlBLTWEuszfc9G21q8yQuhGE2wzBs5GTspGwaw8fge/BR2cLdIVfMnsVxs5OibcSl4RwQiSjnTESzARbqnm+ryYF3LgRY0kJEtK4la2CgdTUf9v1JmPD/6Kdyo1DXrr510iubDM4aXg8fBxfH8BTDF9NkivJz1CtxAAAAAElFTkSuQmCC"};

/***/ }

};
;