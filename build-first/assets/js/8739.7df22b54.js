exports.id = 8739;
exports.ids = [8739];
exports.modules = {

/***/ 68739
(module, __unused_webpack_exports, __webpack_require__) {

module.exports = {"src":Object.assign(Object.create({toString(){return this.src;}}),{srcSet:__webpack_require__.p + "assets/ideal-img/draft-js.f77640a.640.png"+" 640w",images:[{path:__webpack_require__.p + "assets/ideal-img/draft-js.f77640a.640.png",width:640,height:320}],src:__webpack_require__.p + "assets/ideal-img/draft-js.f77640a.640.png",placeholder: undefined,width:640,height:320}),"preSrc":"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAoAAAAFCAIAAADzBuo/AAAACXBIWXMAAAsTAAALEwEAmpwYAAAAhUlEQVR4nD3LSwrCMBSF4azfuZtw6CKEgiMplBIbGxGS3N68aE2I0l5pCx7O7ONnMrQuD5C0/yIWMEnth6T7sWOtrY/VoX/JOxeIlrYttBCRK5aJyM/NKYwuxvDOabeZ5o2RmayurrrImzZltTX718jkJJpQc9+pEfzHumKHDJAMZnxOjx/PbYrl09WvugAAAABJRU5ErkJggg=="};

/***/ }

};
;