exports.id = 2664;
exports.ids = [2664];
exports.modules = {

/***/ 12664
(module, __unused_webpack_exports, __webpack_require__) {

module.exports = {"src":Object.assign(Object.create({toString(){return this.src;}}),{srcSet:__webpack_require__.p + "assets/ideal-img/prefs.f210a3b.640.png"+" 640w",images:[{path:__webpack_require__.p + "assets/ideal-img/prefs.f210a3b.640.png",width:640,height:320}],src:__webpack_require__.p + "assets/ideal-img/prefs.f210a3b.640.png",placeholder: undefined,width:640,height:320}),"preSrc":"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAoAAAAFCAIAAADzBuo/AAAACXBIWXMAAAsTAAALEwEAmpwYAAAAgUlEQVR4nEWLSwrCMBQAc3+vIZ7ArUvppssgNbSGUkufbfNsvhLkJVKLOMxuGGa7yuspKPg6/EWwfcNQ8mK/k7f6Ul2dc3kjpZxzNIrpTtTHw4I4Gu98SERrI1qznpnRw8mXoi8yP5PF7f3dM7PQtMAViPddRIRo8fUcAz7CMjmQH9TIitYL+rIMAAAAAElFTkSuQmCC"};

/***/ }

};
;