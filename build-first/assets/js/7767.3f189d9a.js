exports.id = 7767;
exports.ids = [7767];
exports.modules = {

/***/ 47767
(module, __unused_webpack_exports, __webpack_require__) {

module.exports = {"src":Object.assign(Object.create({toString(){return this.src;}}),{srcSet:__webpack_require__.p + "assets/ideal-img/aide-jeune.62d7e98.640.png"+" 640w",images:[{path:__webpack_require__.p + "assets/ideal-img/aide-jeune.62d7e98.640.png",width:640,height:320}],src:__webpack_require__.p + "assets/ideal-img/aide-jeune.62d7e98.640.png",placeholder: undefined,width:640,height:320}),"preSrc":"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAoAAAAFCAIAAADzBuo/AAAACXBIWXMAAAsTAAALEwEAmpwYAAAAfklEQVR4nD2LQQ7CIBAA+b+f8A2+wKtnvWhCaGNMEXZrWWDtamRNjTrXmTExHYnjVH19AD+hSEg8JB6IfczWXPCw2a36c+dcb60DGFW1taaqVdD46bTdr/EWAJAyzTLrwuujwRTBb74Mf373WLs8xypQBYtAEaR7SHwljljcGzuBjPeTobtaAAAAAElFTkSuQmCC"};

/***/ }

};
;