exports.id = 8461;
exports.ids = [8461];
exports.modules = {

/***/ 88461
(module, __unused_webpack_exports, __webpack_require__) {

module.exports = {"src":Object.assign(Object.create({toString(){return this.src;}}),{srcSet:__webpack_require__.p + "assets/ideal-img/single-spa.3d1986d.640.png"+" 640w",images:[{path:__webpack_require__.p + "assets/ideal-img/single-spa.3d1986d.640.png",width:640,height:320}],src:__webpack_require__.p + "assets/ideal-img/single-spa.3d1986d.640.png",placeholder: undefined,width:640,height:320}),"preSrc":"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAoAAAAFCAIAAADzBuo/AAAACXBIWXMAAAsTAAALEwEAmpwYAAAAkUlEQVR4nCXLyQ6CMBRA0X6/n+Heb2DjtDFxY4yUMpRIGdpC+0oRGnlGXd9zCdCn12YUw6uxQfmlc2PVezH42gBrib7x42bHc55kjCa0qgUiruuKiLNyxD7qZHsGDdJAP07zEhAR378sHbFSRWF/YZG6njA+xOm9BPcV/xuytihZU+Qu5SHnqhC60lNrfGddJj+dcol5bUCshgAAAABJRU5ErkJggg=="};

/***/ }

};
;