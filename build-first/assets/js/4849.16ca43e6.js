exports.id = 4849;
exports.ids = [4849];
exports.modules = {

/***/ 74849
(module, __unused_webpack_exports, __webpack_require__) {

module.exports = {"src":Object.assign(Object.create({toString(){return this.src;}}),{srcSet:__webpack_require__.p + "assets/ideal-img/flexit-analytics.8359aad.640.png"+" 640w",images:[{path:__webpack_require__.p + "assets/ideal-img/flexit-analytics.8359aad.640.png",width:640,height:320}],src:__webpack_require__.p + "assets/ideal-img/flexit-analytics.8359aad.640.png",placeholder: undefined,width:640,height:320}),"preSrc":"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAoAAAAFCAIAAADzBuo/AAAACXBIWXMAAAsTAAALEwEAmpwYAAAAjElEQVR4nB3JSw6CMBAA0N7ek7j3BprIUpe4wFCwRqCU6Y9OpUY6BrfvsVpqCKG3sbMo5wXid8JP7+LgY61mdntNu0PRiCev70IIznnbtmvORDSFxCrp96cKLBqLoI02JiCu25IKiQ3BX9yxVGfU15zXjYn+S4CJcfDl+ODQSTMCLoBJuihdVP7dQPgBnVmKbvz/2rEAAAAASUVORK5CYII="};

/***/ }

};
;