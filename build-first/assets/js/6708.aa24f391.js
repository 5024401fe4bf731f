exports.id = 6708;
exports.ids = [6708];
exports.modules = {

/***/ 54327
(module, __unused_webpack_exports, __webpack_require__) {

module.exports = {"src":Object.assign(Object.create({toString(){return this.src;}}),{srcSet:__webpack_require__.p + "assets/ideal-img/react-navigation.de9c4d4.640.png"+" 640w",images:[{path:__webpack_require__.p + "assets/ideal-img/react-navigation.de9c4d4.640.png",width:640,height:320}],src:__webpack_require__.p + "assets/ideal-img/react-navigation.de9c4d4.640.png",placeholder: undefined,width:640,height:320}),"preSrc":"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAoAAAAFCAIAAADzBuo/AAAACXBIWXMAAAsTAAALEwEAmpwYAAAAkElEQVR4nBXJQQ6CMBAAwL7fR/gAf+DJq1xRDGgKbqxJSbftFiqlqKxxriMU1ZTQvDQmTQuGNw4f6+beTlqNUkh73hYbCbKTAHdoZdc0N++Jmf2MAui6v+z86Nzg3TRTjCGEvOR/ZyNM0kdXlFCFitbywKiYeV2/zEzZChXbmk7gW0RNpqbhYZPBqXfJPGP3A0CciOVMum58AAAAAElFTkSuQmCC"};

/***/ }

};
;