exports.id = 4462;
exports.ids = [4462];
exports.modules = {

/***/ 84462
(module, __unused_webpack_exports, __webpack_require__) {

module.exports = {"src":Object.assign(Object.create({toString(){return this.src;}}),{srcSet:__webpack_require__.p + "assets/ideal-img/react-redux.84808dd.640.png"+" 640w",images:[{path:__webpack_require__.p + "assets/ideal-img/react-redux.84808dd.640.png",width:640,height:320}],src:__webpack_require__.p + "assets/ideal-img/react-redux.84808dd.640.png",placeholder: undefined,width:640,height:320}),"preSrc":"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAoAAAAFCAIAAADzBuo/AAAACXBIWXMAAAsTAAALEwEAmpwYAAAAh0lEQVR4nEXLMQ7CIABGYe7v5iVMPIIHMHE3aqyl4FKg/BALBZEARh1865dH6M3A+lFGoZ4aL5gsZBxFEDL01JHTWa/W+55yxgfGGR1ozrl9AxK5dvN202OaAWPtw/ullFrrhzUSGTEfwq5zl9ZabeX3/Zkyd7wzLmBN1kgaSU1RqjDpOHD/BootimwE4wGBAAAAAElFTkSuQmCC"};

/***/ }

};
;