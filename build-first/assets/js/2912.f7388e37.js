exports.id = 2912;
exports.ids = [2912];
exports.modules = {

/***/ 2912
(module, __unused_webpack_exports, __webpack_require__) {

module.exports = {"src":Object.assign(Object.create({toString(){return this.src;}}),{srcSet:__webpack_require__.p + "assets/ideal-img/dyte.606a156.640.png"+" 640w",images:[{path:__webpack_require__.p + "assets/ideal-img/dyte.606a156.640.png",width:640,height:320}],src:__webpack_require__.p + "assets/ideal-img/dyte.606a156.640.png",placeholder: undefined,width:640,height:320}),"preSrc":"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAoAAAAFCAIAAADzBuo/AAAACXBIWXMAAAsTAAALEwEAmpwYAAAAiUlEQVR4nD2KSwrCMBQAc3/wEJ5C6Epx46LuTMFqtLWkiTGvzc8H2eRJu3CY3Qx7OA3oFSaTUWH8qzGJAKyBcXOqnkOvpKRCVAqVBSKC/GWtt9u2Nj6GiGtcH1qAjMymQCIkXdsXny6WmmM4HzjfV2rH5zvr42Q+oIMc3VtZB3aQuruZjs/i6tUP/jaJewS3YQwAAAAASUVORK5CYII="};

/***/ }

};
;