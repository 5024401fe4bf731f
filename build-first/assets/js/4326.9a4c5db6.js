exports.id = 4326;
exports.ids = [4326];
exports.modules = {

/***/ 64326
(module, __unused_webpack_exports, __webpack_require__) {

module.exports = {"src":Object.assign(Object.create({toString(){return this.src;}}),{srcSet:__webpack_require__.p + "assets/ideal-img/piano-analytics.6ee333e.640.png"+" 640w",images:[{path:__webpack_require__.p + "assets/ideal-img/piano-analytics.6ee333e.640.png",width:640,height:320}],src:__webpack_require__.p + "assets/ideal-img/piano-analytics.6ee333e.640.png",placeholder: undefined,width:640,height:320}),"preSrc":"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAoAAAAFCAIAAADzBuo/AAAACXBIWXMAAAsTAAALEwEAmpwYAAAAjElEQVR4nC3LSw7CIBAAUO7vITyAd3DtyoXRhYaKbUkpnzLQKaOYFEwa1y+P4XBP6JJXBCp59Yn6i45AURhxbJjvbqfDTnYv3oi27Xnz7HpZSqm1ZnQsDI/LcR8hhnmJCNYYACjrurFl2dsq11mfTXudONW6xf+eWNKCpEyOoxHLaDJO72goaIp2MeIHljuKb4L4z60AAAAASUVORK5CYII="};

/***/ }

};
;