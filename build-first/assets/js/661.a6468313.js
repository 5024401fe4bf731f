exports.id = 661;
exports.ids = [661];
exports.modules = {

/***/ 80661
(module, __unused_webpack_exports, __webpack_require__) {

module.exports = {"src":Object.assign(Object.create({toString(){return this.src;}}),{srcSet:__webpack_require__.p + "assets/ideal-img/devspace.91fa37c.640.png"+" 640w",images:[{path:__webpack_require__.p + "assets/ideal-img/devspace.91fa37c.640.png",width:640,height:320}],src:__webpack_require__.p + "assets/ideal-img/devspace.91fa37c.640.png",placeholder: undefined,width:640,height:320}),"preSrc":"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAoAAAAFCAIAAADzBuo/AAAACXBIWXMAAAsTAAALEwEAmpwYAAAAh0lEQVR4nDXLTQrCMBAG0NzfY7j0AuLehXsRUZzUP2LtTEsmITXG9pMKrh/P0E3EB8e9aBEtdftykpykR5tO92B2xLP52p6vlSWyFGMEMI4jAPHZHC66WBKLNiyq4V0+AIYBANhn47xudHUM+ylhSr/9Z3Jh66pKpNPCPrPPz66v29R0vXXxC+O0i2lW/1LfAAAAAElFTkSuQmCC"};

/***/ }

};
;