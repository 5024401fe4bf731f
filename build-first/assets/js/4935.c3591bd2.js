exports.id = 4935;
exports.ids = [4935];
exports.modules = {

/***/ 54935
(module, __unused_webpack_exports, __webpack_require__) {

module.exports = {"src":Object.assign(Object.create({toString(){return this.src;}}),{srcSet:__webpack_require__.p + "assets/ideal-img/neutron-js.2e8c30e.640.png"+" 640w",images:[{path:__webpack_require__.p + "assets/ideal-img/neutron-js.2e8c30e.640.png",width:640,height:320}],src:__webpack_require__.p + "assets/ideal-img/neutron-js.2e8c30e.640.png",placeholder: undefined,width:640,height:320}),"preSrc":"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAoAAAAFCAIAAADzBuo/AAAACXBIWXMAAAsTAAALEwEAmpwYAAAAjElEQVR4nCXL0QqCMBSH8b0/vUk3PUEQEUHX0kUxU6Np20nndjyi4f5R3X4/PpU3LUWuu9HxTPy2cTJeai9NL9pGda5otTnqoixyfa8qay2AlBKAF0/qYsJ6p8kz8RgGGUQALAsAEE+qCeEUttfHAdk+cfvN+L1/zl3MbFlY05maOiaebS9PLy6MN8cf3N2K7ob7Yv4AAAAASUVORK5CYII="};

/***/ }

};
;