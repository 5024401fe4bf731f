exports.id = 7236;
exports.ids = [7236];
exports.modules = {

/***/ 17236
(module, __unused_webpack_exports, __webpack_require__) {

module.exports = {"src":Object.assign(Object.create({toString(){return this.src;}}),{srcSet:__webpack_require__.p + "assets/ideal-img/mapillaryjs.c26577e.640.png"+" 640w",images:[{path:__webpack_require__.p + "assets/ideal-img/mapillaryjs.c26577e.640.png",width:640,height:320}],src:__webpack_require__.p + "assets/ideal-img/mapillaryjs.c26577e.640.png",placeholder: undefined,width:640,height:320}),"preSrc":"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAoAAAAFCAIAAADzBuo/AAAACXBIWXMAAAsTAAALEwEAmpwYAAAAh0lEQVR4nD3LQQ7CIBCFYe6/8SIewo2Jxp1ptFFpbRellKFWGIZAoxhY+PJ2fz5ml9rR5JzwXq4rxKiIRPloLWezro6nTdc/L9f7g7eDGFPeN6UUgmbmfWvqLZoZQIEGRFvap2RgxoudPuy7s5Ahq8z+GpjFpl+q4cWNUTHqEMD7iUgSKcT2BxX2i8anWR7JAAAAAElFTkSuQmCC"};

/***/ }

};
;