exports.id = 550;
exports.ids = [550];
exports.modules = {

/***/ 90550
(module, __unused_webpack_exports, __webpack_require__) {

module.exports = {"src":Object.assign(Object.create({toString(){return this.src;}}),{srcSet:__webpack_require__.p + "assets/ideal-img/pyre.d0b51d6.640.png"+" 640w",images:[{path:__webpack_require__.p + "assets/ideal-img/pyre.d0b51d6.640.png",width:640,height:320}],src:__webpack_require__.p + "assets/ideal-img/pyre.d0b51d6.640.png",placeholder: undefined,width:640,height:320}),"preSrc":"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAoAAAAFCAIAAADzBuo/AAAACXBIWXMAAAsTAAALEwEAmpwYAAAAhElEQVR4nD3L0QrCIBTGcZ+/m94i6EUigm6qUYycCyKPenQrRbE2TyxoH/+7jx9r+otNRkZQCSDKORWh8Zyd7Wm5XYh7q8HQf4UKEdls2fVZr6uVe2EI/jMMRKVQGWn83cggyb3bbW4HUHlyE5s1MhF41R/rjj+8dm+0GXXSKipMpg3iC9z7iwOk6LAAAAAAAElFTkSuQmCC"};

/***/ }

};
;