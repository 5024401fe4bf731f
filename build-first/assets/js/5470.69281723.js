exports.id = 5470;
exports.ids = [5470];
exports.modules = {

/***/ 43089
(module, __unused_webpack_exports, __webpack_require__) {

module.exports = {"src":Object.assign(Object.create({toString(){return this.src;}}),{srcSet:__webpack_require__.p + "assets/ideal-img/mia-platform.f2a545f.640.png"+" 640w",images:[{path:__webpack_require__.p + "assets/ideal-img/mia-platform.f2a545f.640.png",width:640,height:320}],src:__webpack_require__.p + "assets/ideal-img/mia-platform.f2a545f.640.png",placeholder: undefined,width:640,height:320}),"preSrc":"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAoAAAAFCAIAAADzBuo/AAAACXBIWXMAAAsTAAALEwEAmpwYAAAAjUlEQVR4nDXLyw6CMBBA0f7/zt9w7Rdo4sbEhRpCgPKIkecAbaedgZSACca7PbkCq9CZlsaaVO0teAuTbmgsSdXYSjG8X7fTochlItMkTrK8IOZtb7a90FUcnI+IZrAEGi3isvhtXXcGMWHlOPg8r/y4bPL++/7cCwepgVCXEZfR3MgZgXVLqmHT2S77AsFaip1CIEm8AAAAAElFTkSuQmCC"};

/***/ }

};
;