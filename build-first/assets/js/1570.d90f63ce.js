exports.id = 1570;
exports.ids = [1570];
exports.modules = {

/***/ 91570
(module, __unused_webpack_exports, __webpack_require__) {

module.exports = {"src":Object.assign(Object.create({toString(){return this.src;}}),{srcSet:__webpack_require__.p + "assets/ideal-img/stylable.92b9d91.640.png"+" 640w",images:[{path:__webpack_require__.p + "assets/ideal-img/stylable.92b9d91.640.png",width:640,height:320}],src:__webpack_require__.p + "assets/ideal-img/stylable.92b9d91.640.png",placeholder: undefined,width:640,height:320}),"preSrc":"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAoAAAAFCAIAAADzBuo/AAAACXBIWXMAAAsTAAALEwEAmpwYAAAAg0lEQVR4nFXLQQ6CMBBA0R7fledw5TGM7glGkELFBNrOtARhajF0TDQx8edvn5BDiQE7MvhysGBH+ntPpnrUIsd8c9zKtrmWVXu786fEiZkxOlEM1e68tx4BYA6UOCVOK6/MDBFF/9QneyjGyw/9aTk1mc/UrNziISJGZ4LVZCxBPak3xSCLB4F3+twAAAAASUVORK5CYII="};

/***/ }

};
;