exports.id = 897;
exports.ids = [897];
exports.modules = {

/***/ 80897
(module, __unused_webpack_exports, __webpack_require__) {

module.exports = {"src":Object.assign(Object.create({toString(){return this.src;}}),{srcSet:__webpack_require__.p + "assets/ideal-img/cryptodevhub.71f7f97.640.png"+" 640w",images:[{path:__webpack_require__.p + "assets/ideal-img/cryptodevhub.71f7f97.640.png",width:640,height:320}],src:__webpack_require__.p + "assets/ideal-img/cryptodevhub.71f7f97.640.png",placeholder: undefined,width:640,height:320}),"preSrc":"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAoAAAAFCAIAAADzBuo/AAAACXBIWXMAAAsTAAALEwEAmpwYAAAAh0lEQVR4nB2JSw7CIBQAubxn6SGMK3eujTEKrTWB8kd4rxCsKaad1WSGMOE9ILezidXhz+Fi0lf4LENmEshttIfu/ObTa+gppZRRLnjbsVDJQ6TuRJ1Pk1IhRkCcc1nXbRuoREK6xOMz3Vtra9vzJhsOKuk1XNU4BhdwsVAtVB2L+mQTy6DxD6tyit+naBYCAAAAAElFTkSuQmCC"};

/***/ }

};
;