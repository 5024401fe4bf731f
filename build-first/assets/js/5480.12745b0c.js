exports.id = 5480;
exports.ids = [5480];
exports.modules = {

/***/ 5480
(module, __unused_webpack_exports, __webpack_require__) {

module.exports = {"src":Object.assign(Object.create({toString(){return this.src;}}),{srcSet:__webpack_require__.p + "assets/ideal-img/vital.0490ebc.640.png"+" 640w",images:[{path:__webpack_require__.p + "assets/ideal-img/vital.0490ebc.640.png",width:640,height:320}],src:__webpack_require__.p + "assets/ideal-img/vital.0490ebc.640.png",placeholder: undefined,width:640,height:320}),"preSrc":"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAoAAAAFCAIAAADzBuo/AAAACXBIWXMAAAsTAAALEwEAmpwYAAAAg0lEQVR4nEWLywrCMBAA8/v+iP6GBxEPehAf0EKw1sq2ZtNkk5ooko1YUIe5DSOACoqo762JXR/gpwkteCkqvZuuJudLVddN/sM5Z/fU4krl/DizZMmFxIkzj6Yxo8AHLHF9UAuvNrDFV/wE5u8NgyzNvnFF76VSQAFtvJnQ2ai64fQGBE+LI+UDC00AAAAASUVORK5CYII="};

/***/ }

};
;