exports.id = 1739;
exports.ids = [1739];
exports.modules = {

/***/ 41739
(module, __unused_webpack_exports, __webpack_require__) {

module.exports = {"src":Object.assign(Object.create({toString(){return this.src;}}),{srcSet:__webpack_require__.p + "assets/ideal-img/gotenberg.d326807.640.png"+" 640w",images:[{path:__webpack_require__.p + "assets/ideal-img/gotenberg.d326807.640.png",width:640,height:320}],src:__webpack_require__.p + "assets/ideal-img/gotenberg.d326807.640.png",placeholder: undefined,width:640,height:320}),"preSrc":"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAoAAAAFCAIAAADzBuo/AAAACXBIWXMAAAsTAAALEwEAmpwYAAAAiklEQVR4nDXLuw6CMBQA0H6/P+Hu7OwiDu64VAtSLVW4fUDLNTXSazBxPjmsktYMUXXY+7cZP51NGlADPgyKe2CnC6zWh1reanHmnFtriSjnTETGJ8av42YrwE19QDcERCSieV4YfGLajcdpx1VB5T7Hpf7zjysVSt00unVSA0TwqTP4NNi7V93GL6NSikbRJRAyAAAAAElFTkSuQmCC"};

/***/ }

};
;