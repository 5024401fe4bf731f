exports.id = 7338;
exports.ids = [7338];
exports.modules = {

/***/ 37338
(module, __unused_webpack_exports, __webpack_require__) {

module.exports = {"src":Object.assign(Object.create({toString(){return this.src;}}),{srcSet:__webpack_require__.p + "assets/ideal-img/hermes.06acf62.640.png"+" 640w",images:[{path:__webpack_require__.p + "assets/ideal-img/hermes.06acf62.640.png",width:640,height:320}],src:__webpack_require__.p + "assets/ideal-img/hermes.06acf62.640.png",placeholder: undefined,width:640,height:320}),"preSrc":"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAoAAAAFCAIAAADzBuo/AAAACXBIWXMAAAsTAAALEwEAmpwYAAAAg0lEQVR4nE2LSwrCMBQAc3/wBq68hTsXimtBEGlLTKKNzUtefm1tA21ErOAwu2FILGiH2D5gaDCB7SUsPnWsBMFzcVytOePljSqA/GWec86jccRfWbnZdtZbi8GHpU3TJ2tHgoZdOuzFSarht/3dkd65uEjOQo0J3WjcS2HfmB5sS+s32gmLC/ce3iwAAAAASUVORK5CYII="};

/***/ }

};
;