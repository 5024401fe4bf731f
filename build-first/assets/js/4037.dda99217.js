exports.id = 4037;
exports.ids = [4037];
exports.modules = {

/***/ 34037
(module, __unused_webpack_exports, __webpack_require__) {

module.exports = {"src":Object.assign(Object.create({toString(){return this.src;}}),{srcSet:__webpack_require__.p + "assets/ideal-img/verida.58274cb.640.png"+" 640w",images:[{path:__webpack_require__.p + "assets/ideal-img/verida.58274cb.640.png",width:640,height:320}],src:__webpack_require__.p + "assets/ideal-img/verida.58274cb.640.png",placeholder: undefined,width:640,height:320}),"preSrc":"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAoAAAAFCAIAAADzBuo/AAAACXBIWXMAAAsTAAALEwEAmpwYAAAAhUlEQVR4nFWLzQoCIRgAffxOPUXQW3SrUxD0c1hRcotQ18/dxU/XPKghdWmY2zAEWRdGE6SMWkWtFiV/aoWcE3s7H9arZy8oZ+h9/VJKrTVZII5Sttk6O4+TD4gtlFJzbhmAOJC79/ECe5xOubbp70bB+8cVXl2QPFmTLMRhWLRajPHi/gGsf4pw87/PXQAAAABJRU5ErkJggg=="};

/***/ }

};
;