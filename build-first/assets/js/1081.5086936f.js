exports.id = 1081;
exports.ids = [1081];
exports.modules = {

/***/ 61081
(module, __unused_webpack_exports, __webpack_require__) {

module.exports = {"src":Object.assign(Object.create({toString(){return this.src;}}),{srcSet:__webpack_require__.p + "assets/ideal-img/warrant.d0893ff.640.png"+" 640w",images:[{path:__webpack_require__.p + "assets/ideal-img/warrant.d0893ff.640.png",width:640,height:320}],src:__webpack_require__.p + "assets/ideal-img/warrant.d0893ff.640.png",placeholder: undefined,width:640,height:320}),"preSrc":"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAoAAAAFCAIAAADzBuo/AAAACXBIWXMAAAsTAAALEwEAmpwYAAAAfUlEQVR4nE2LywrCMBAA8/9n/QWv/ojXSou1CVTMY7NF06bNCtlIsAeHuQ0jQt8tCFGb5NwH/KrNrrHzfRDTtbkcjqNSvVRPbcoP5lIKIYpXd2tP57evzCHUwFxyrtl7kbyOueFM9dnfvzvKITzaBI5wIkRC3Jxbrd0AFqm+7g6LzwB9NDAAAAAASUVORK5CYII="};

/***/ }

};
;