exports.id = 3728;
exports.ids = [3728];
exports.modules = {

/***/ 83728
(module, __unused_webpack_exports, __webpack_require__) {

module.exports = {"src":Object.assign(Object.create({toString(){return this.src;}}),{srcSet:__webpack_require__.p + "assets/ideal-img/kuizuo-s-personal-website.22c10fb.640.png"+" 640w",images:[{path:__webpack_require__.p + "assets/ideal-img/kuizuo-s-personal-website.22c10fb.640.png",width:640,height:320}],src:__webpack_require__.p + "assets/ideal-img/kuizuo-s-personal-website.22c10fb.640.png",placeholder: undefined,width:640,height:320}),"preSrc":"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAoAAAAFCAIAAADzBuo/AAAACXBIWXMAAAsTAAALEwEAmpwYAAAAkElEQVR4nC3LyQ6CMBRA0f6/v+FnGGJcuDJBFkTAlMcgsbRMpZNFwjNRN3dzconqE2OE1Wz1nXfcGfar1UxNlAxtfA52aXa7hBHNAaCkefFkDBG968jcp8V1/wCIo6RqKr+8nLPL4r8syGjFYV5PPDzyQGSzl29ExG3731JCOdbNdK+HeOKNU9ya1mhmjdASPkgCiRMZnEoKAAAAAElFTkSuQmCC"};

/***/ }

};
;