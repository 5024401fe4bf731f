exports.id = 5325;
exports.ids = [5325];
exports.modules = {

/***/ 5325
(module, __unused_webpack_exports, __webpack_require__) {

module.exports = {"src":Object.assign(Object.create({toString(){return this.src;}}),{srcSet:__webpack_require__.p + "assets/ideal-img/mixcore-cms.a5bbb6e.640.png"+" 640w",images:[{path:__webpack_require__.p + "assets/ideal-img/mixcore-cms.a5bbb6e.640.png",width:640,height:320}],src:__webpack_require__.p + "assets/ideal-img/mixcore-cms.a5bbb6e.640.png",placeholder: undefined,width:640,height:320}),"preSrc":"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAoAAAAFCAIAAADzBuo/AAAACXBIWXMAAAsTAAALEwEAmpwYAAAAhklEQVR4nC2JQQ6CMBAA+/+T//AFJj5AORtjIJZyKUJ3UbrbrbWGGtG5TDKjtENgsrOM/AR5YcwDRevlRnJFUuceNvuD7rrOtNbapmlCCGUFJana+W2l8UGAOHsi5pzfy7pBkurZH3FX+0spZSm//td364lOzpgZ7zFDSBDSSHHw4ji2E38A+u2Ltgumtt4AAAAASUVORK5CYII="};

/***/ }

};
;