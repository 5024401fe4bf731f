exports.id = 6327;
exports.ids = [6327];
exports.modules = {

/***/ 46327
(module, __unused_webpack_exports, __webpack_require__) {

module.exports = {"src":Object.assign(Object.create({toString(){return this.src;}}),{srcSet:__webpack_require__.p + "assets/ideal-img/pearl-ui.786d82c.640.png"+" 640w",images:[{path:__webpack_require__.p + "assets/ideal-img/pearl-ui.786d82c.640.png",width:640,height:320}],src:__webpack_require__.p + "assets/ideal-img/pearl-ui.786d82c.640.png",placeholder: undefined,width:640,height:320}),"preSrc":"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAoAAAAFCAIAAADzBuo/AAAACXBIWXMAAAsTAAALEwEAmpwYAAAAiUlEQVR4nCWLyw7CIBRE+f+48BPc+wtu3Lhx2WhMbb0Uo7wuVAuCNKEa2slkNmcOoY21vZc8aPlFlSQPS5UI0DpyOeF6dQB6B3qTSvzmTFNZi4m09bDdXK11L/f+hHFhORdsMBGph+O4q1jV18biPuc4P4pebAruzDpgWlDPH0+jg1ZRiYA6duD/pBqKGI62GJIAAAAASUVORK5CYII="};

/***/ }

};
;