exports.id = 1590;
exports.ids = [1590];
exports.modules = {

/***/ 21590
(module, __unused_webpack_exports, __webpack_require__) {

module.exports = {"src":Object.assign(Object.create({toString(){return this.src;}}),{srcSet:__webpack_require__.p + "assets/ideal-img/joel-po.7c3dbe5.640.png"+" 640w",images:[{path:__webpack_require__.p + "assets/ideal-img/joel-po.7c3dbe5.640.png",width:640,height:320}],src:__webpack_require__.p + "assets/ideal-img/joel-po.7c3dbe5.640.png",placeholder: undefined,width:640,height:320}),"preSrc":"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAoAAAAFCAIAAADzBuo/AAAACXBIWXMAAAsTAAALEwEAmpwYAAAAiUlEQVR4nCWLyw6CMBBF++9+iL9hYlyIa1fGqAGCr4oUWigdZ9oEOsZ6cnfnHuGGM1EHUHuvglcIL/zUaW/nSmH0Mdst7s/rJS+N6Zk5xsgcmTkELZzNi8MSBgM9kif+EZnnpDvRU7sZ522zX8vVFKek/49UW6hu9iHHQtqTD10ImkghNogtQPUFP+WMDq1jeb8AAAAASUVORK5CYII="};

/***/ }

};
;