exports.id = 467;
exports.ids = [467];
exports.modules = {

/***/ 20467
(module, __unused_webpack_exports, __webpack_require__) {

module.exports = {"src":Object.assign(Object.create({toString(){return this.src;}}),{srcSet:__webpack_require__.p + "assets/ideal-img/dime-scheduler.c2fa37f.640.png"+" 640w",images:[{path:__webpack_require__.p + "assets/ideal-img/dime-scheduler.c2fa37f.640.png",width:640,height:320}],src:__webpack_require__.p + "assets/ideal-img/dime-scheduler.c2fa37f.640.png",placeholder: undefined,width:640,height:320}),"preSrc":"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAoAAAAFCAIAAADzBuo/AAAACXBIWXMAAAsTAAALEwEAmpwYAAAAiklEQVR4nDXJSwrCMBAA0NwfPIVH8ARFoYh7F7XpBzQ1JlMyaTIhpjoi6Ns+IfVsl6AcTY5MfAIVoDJhuiNJs4jz1W52dTsMXS/HcZSylV1XysrMNmTRaL89tOhSxGRgduhDjOvr/WsbkNPp+Kj2uuK/bzJDzKIHr0Bd4NbME8QMIWskjWSW1EP4AKNninlM5SASAAAAAElFTkSuQmCC"};

/***/ }

};
;