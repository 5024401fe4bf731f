exports.id = 5837;
exports.ids = [5837];
exports.modules = {

/***/ 15837
(module, __unused_webpack_exports, __webpack_require__) {

module.exports = {"src":Object.assign(Object.create({toString(){return this.src;}}),{srcSet:__webpack_require__.p + "assets/ideal-img/zowe.8591bb0.640.png"+" 640w",images:[{path:__webpack_require__.p + "assets/ideal-img/zowe.8591bb0.640.png",width:640,height:320}],src:__webpack_require__.p + "assets/ideal-img/zowe.8591bb0.640.png",placeholder: undefined,width:640,height:320}),"preSrc":"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAoAAAAFCAIAAADzBuo/AAAACXBIWXMAAAsTAAALEwEAmpwYAAAAiklEQVR4nD2LwQrCMBAF8/l+iv6DelIUevGSg0hTmzZNliatbmpDhGSlKD7mNMxjonPOT3oIPb71MP8x41xqz/jdrtbHSsq6FjklWpYzZSJyPrKbws22dOPrgSGlxWaib2UxMoNY4J7bg+/PTbED7iK/0PX0ewvwHKSwGqxppVLKm8ZA2/XPUMH0ActFiZL72Hp7AAAAAElFTkSuQmCC"};

/***/ }

};
;