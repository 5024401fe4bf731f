exports.id = 2426;
exports.ids = [2426];
exports.modules = {

/***/ 2426
(module, __unused_webpack_exports, __webpack_require__) {

module.exports = {"src":Object.assign(Object.create({toString(){return this.src;}}),{srcSet:__webpack_require__.p + "assets/ideal-img/flatifycss.186abc0.640.png"+" 640w",images:[{path:__webpack_require__.p + "assets/ideal-img/flatifycss.186abc0.640.png",width:640,height:320}],src:__webpack_require__.p + "assets/ideal-img/flatifycss.186abc0.640.png",placeholder: undefined,width:640,height:320}),"preSrc":"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAoAAAAFCAIAAADzBuo/AAAACXBIWXMAAAsTAAALEwEAmpwYAAAAiklEQVR4nB2LsQ7CIBgGeXufxMVX0NHRRRMdbIpWE2kplB/+FqWxfAZvuOVyQipreVRD1GEepq/2H+WicrGlWHcsLg+z2uxl86yrAhEByDkDsJzE9RXW28oSu+Ac+TTPAJYFAAwnoUI4jLtTc/TVlFGmcv9dstR81nfZ9W0bDSfDSfvYUez9+9aPP9S6iw+zbhStAAAAAElFTkSuQmCC"};

/***/ }

};
;