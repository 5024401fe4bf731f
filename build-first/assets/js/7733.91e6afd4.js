exports.id = 7733;
exports.ids = [7733];
exports.modules = {

/***/ 37733
(module, __unused_webpack_exports, __webpack_require__) {

module.exports = {"src":Object.assign(Object.create({toString(){return this.src;}}),{srcSet:__webpack_require__.p + "assets/ideal-img/erxes.2e308ee.640.png"+" 640w",images:[{path:__webpack_require__.p + "assets/ideal-img/erxes.2e308ee.640.png",width:640,height:320}],src:__webpack_require__.p + "assets/ideal-img/erxes.2e308ee.640.png",placeholder: undefined,width:640,height:320}),"preSrc":"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAoAAAAFCAIAAADzBuo/AAAACXBIWXMAAAsTAAALEwEAmpwYAAAAgUlEQVR4nE2LywrCMBAA8/ke/QyPfoWCZy1i6SNWMa/dtLUmppBd0UNxmOOMqPoSIqhg7OweQS+qYKpnKwo4r/br5i47ecs58w9iYmZIXpRDvSm2MCCgz5SJiZgyfzuXUKi3PthdOV6W6e9GUU/y6E/t6+rnHhJCQhOdDtZGaKbuA/bPi5UCmsj5AAAAAElFTkSuQmCC"};

/***/ }

};
;