exports.id = 3707;
exports.ids = [3707];
exports.modules = {

/***/ 33707
(module, __unused_webpack_exports, __webpack_require__) {

module.exports = {"src":Object.assign(Object.create({toString(){return this.src;}}),{srcSet:__webpack_require__.p + "assets/ideal-img/claritychallenge.c52ceb7.640.png"+" 640w",images:[{path:__webpack_require__.p + "assets/ideal-img/claritychallenge.c52ceb7.640.png",width:640,height:320}],src:__webpack_require__.p + "assets/ideal-img/claritychallenge.c52ceb7.640.png",placeholder: undefined,width:640,height:320}),"preSrc":"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAoAAAAFCAIAAADzBuo/AAAACXBIWXMAAAsTAAALEwEAmpwYAAAAjElEQVR4nB2LQQ6CMBAA+3nf4tUveDEmHjVGqQhqAi4s0O3SlkJkDcxlDpNRaG4c0LiSfMED+AnDhDwA+S9yqormsjtsPsVL6yzP31qnWqeWWURcRFVRcrpujW1qRKjAGENEcYxrrlU3lPvqmNBdRH7zLLOsLFpu7J+P7gwuD2PnYuMiWg/WA4e67bM/myWKqIAAh9UAAAAASUVORK5CYII="};

/***/ }

};
;