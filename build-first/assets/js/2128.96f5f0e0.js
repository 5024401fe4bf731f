exports.id = 2128;
exports.ids = [2128];
exports.modules = {

/***/ 42128
(module, __unused_webpack_exports, __webpack_require__) {

module.exports = {"src":Object.assign(Object.create({toString(){return this.src;}}),{srcSet:__webpack_require__.p + "assets/ideal-img/nanos-world.74daa5d.640.png"+" 640w",images:[{path:__webpack_require__.p + "assets/ideal-img/nanos-world.74daa5d.640.png",width:640,height:320}],src:__webpack_require__.p + "assets/ideal-img/nanos-world.74daa5d.640.png",placeholder: undefined,width:640,height:320}),"preSrc":"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAoAAAAFCAIAAADzBuo/AAAACXBIWXMAAAsTAAALEwEAmpwYAAAAjUlEQVR4nDXLTQ6CMBBA4d4/8SJewg0bjUuiht+CKS1hkELpTAcimJD4tl+eyEcAco33bSBYuF8Xg16jN+hzN4lH352uUd2ouiyUUlmWruuyH/XMIrHj+ZkOHmFGJArE323fDgZmYWi8wSV5R3scvWQuzZ1d8r+DKOYptpW0jQUth09ltXZdS6FDLGf3A+f/imywV+kAAAAAAElFTkSuQmCC"};

/***/ }

};
;