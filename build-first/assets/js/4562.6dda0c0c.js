exports.id = 4562;
exports.ids = [4562];
exports.modules = {

/***/ 64562
(module, __unused_webpack_exports, __webpack_require__) {

module.exports = {"src":Object.assign(Object.create({toString(){return this.src;}}),{srcSet:__webpack_require__.p + "assets/ideal-img/leon.ae3e515.640.png"+" 640w",images:[{path:__webpack_require__.p + "assets/ideal-img/leon.ae3e515.640.png",width:640,height:320}],src:__webpack_require__.p + "assets/ideal-img/leon.ae3e515.640.png",placeholder: undefined,width:640,height:320}),"preSrc":"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAoAAAAFCAIAAADzBuo/AAAACXBIWXMAAAsTAAALEwEAmpwYAAAAiUlEQVR4nD2LTQrCMBgFc3hXnsITeARB6MILRLS2Jmmwzb8a9UsjNpFU8DHwFsMgdnK360v0oOUoB/ijBJD2gY7YLBdbSrmUfUopz/u9sxG1tV+vGuvAwfhJKafipqloayKS2u/em/pS5X2FzwcNYa5L7kxEjHjMGePDnQrW2UGBUUFJsDp05PkFukCKJRY64icAAAAASUVORK5CYII="};

/***/ }

};
;