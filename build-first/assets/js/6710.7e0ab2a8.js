exports.id = 6710;
exports.ids = [6710];
exports.modules = {

/***/ 6710
(module, __unused_webpack_exports, __webpack_require__) {

module.exports = {"src":Object.assign(Object.create({toString(){return this.src;}}),{srcSet:__webpack_require__.p + "assets/ideal-img/oxidizer.cf8fe37.640.png"+" 640w",images:[{path:__webpack_require__.p + "assets/ideal-img/oxidizer.cf8fe37.640.png",width:640,height:320}],src:__webpack_require__.p + "assets/ideal-img/oxidizer.cf8fe37.640.png",placeholder: undefined,width:640,height:320}),"preSrc":"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAoAAAAFCAIAAADzBuo/AAAACXBIWXMAAAsTAAALEwEAmpwYAAAAh0lEQVR4nC2LWwrCMBREs3/chT8uwh9B6AoE21pCtTapedyk16QEaa6kOgzzMYfDsH0EC0HAIiEpH4X9VwJ2gtkLr3aH4T5cb+1TCPolZyJKBplvxm5/nrVTSjlwBeRM64b1zFCbYzzVWBPRSuXd7DLFRi77vjFi/NiQDCaDy8vFCaLybz59Af58i7ZAsThCAAAAAElFTkSuQmCC"};

/***/ }

};
;