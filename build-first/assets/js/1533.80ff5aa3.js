exports.id = 1533;
exports.ids = [1533];
exports.modules = {

/***/ 81533
(module, __unused_webpack_exports, __webpack_require__) {

module.exports = {"src":Object.assign(Object.create({toString(){return this.src;}}),{srcSet:__webpack_require__.p + "assets/ideal-img/tasit.12737d6.640.png"+" 640w",images:[{path:__webpack_require__.p + "assets/ideal-img/tasit.12737d6.640.png",width:640,height:320}],src:__webpack_require__.p + "assets/ideal-img/tasit.12737d6.640.png",placeholder: undefined,width:640,height:320}),"preSrc":"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAoAAAAFCAIAAADzBuo/AAAACXBIWXMAAAsTAAALEwEAmpwYAAAAgElEQVR4nE2LywrCMBBF8/l+h9AvcOnajesi+Gis1ZjYZjpOUhKCdCIRFC+HuzkcIa8j0GQg9pi0DT8MhEZ5sZN2sdw0bafULX/HXB4oiUPnqtVpsIRPYi6COc9z0ZaSMOS2fn10+xLlT/VfS+3r+6W1gO4FlIBSj/ExhgHjWU9vG+OMBT/q2XYAAAAASUVORK5CYII="};

/***/ }

};
;