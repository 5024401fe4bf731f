exports.id = 1971;
exports.ids = [1971];
exports.modules = {

/***/ 61971
(module, __unused_webpack_exports, __webpack_require__) {

module.exports = {"src":Object.assign(Object.create({toString(){return this.src;}}),{srcSet:__webpack_require__.p + "assets/ideal-img/digital-support-services-notes.a4c010a.640.png"+" 640w",images:[{path:__webpack_require__.p + "assets/ideal-img/digital-support-services-notes.a4c010a.640.png",width:640,height:320}],src:__webpack_require__.p + "assets/ideal-img/digital-support-services-notes.a4c010a.640.png",placeholder: undefined,width:640,height:320}),"preSrc":"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAoAAAAFCAIAAADzBuo/AAAACXBIWXMAAAsTAAALEwEAmpwYAAAAk0lEQVR4nC3JwQ6CIBgAYN7/0Ft069ILtHVzc7NVMgui0HQESiiojQr/Ntf23T5kL+VgWlfpQRiv7FcPvnajMOOjdUyiJ86jxSrDWZzsMkriJDlTGkIAAN841BFxW0YF4/iEc0KP+wNjVwjTv22jN36b3lNJ+rUq9ecNANM0t+6R5TIvqCqqjhteKivbcfaqbc/rH8Whh40+UVHIAAAAAElFTkSuQmCC"};

/***/ }

};
;