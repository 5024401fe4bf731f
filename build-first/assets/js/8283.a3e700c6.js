exports.id = 8283;
exports.ids = [8283];
exports.modules = {

/***/ 68283
(module, __unused_webpack_exports, __webpack_require__) {

module.exports = {"src":Object.assign(Object.create({toString(){return this.src;}}),{srcSet:__webpack_require__.p + "assets/ideal-img/matej-jellus.16def24.640.png"+" 640w",images:[{path:__webpack_require__.p + "assets/ideal-img/matej-jellus.16def24.640.png",width:640,height:320}],src:__webpack_require__.p + "assets/ideal-img/matej-jellus.16def24.640.png",placeholder: undefined,width:640,height:320}),"preSrc":"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAoAAAAFCAIAAADzBuo/AAAACXBIWXMAAAsTAAALEwEAmpwYAAAAhUlEQVR4nEXLvQ6CMBiF4d7/6O7o7OoteAEOhEApbYL2+ykiLaEEPlMXT8725lFT3cxEcfAZOVPIwGnw5U/4NEbxo7qfzkZ3ddtqY3rrRESOQ0RWCmqq2u5yHQG9h2l8p5hK2/eSkVVAvm2Rt1xMgb/9tbadczNQprAir8iLx/SCBWjW9gvIDotSdHV2ZgAAAABJRU5ErkJggg=="};

/***/ }

};
;