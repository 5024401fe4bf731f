exports.id = 4334;
exports.ids = [4334];
exports.modules = {

/***/ 44334
(module, __unused_webpack_exports, __webpack_require__) {

module.exports = {"src":Object.assign(Object.create({toString(){return this.src;}}),{srcSet:__webpack_require__.p + "assets/ideal-img/avn-gateway.a155f09.640.png"+" 640w",images:[{path:__webpack_require__.p + "assets/ideal-img/avn-gateway.a155f09.640.png",width:640,height:320}],src:__webpack_require__.p + "assets/ideal-img/avn-gateway.a155f09.640.png",placeholder: undefined,width:640,height:320}),"preSrc":"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAoAAAAFCAIAAADzBuo/AAAACXBIWXMAAAsTAAALEwEAmpwYAAAAiElEQVR4nCXLTQ7CIBBAYe7vGdx6B09g3PqzsYVJaNNS6ExRYFo2YKxv++WJ0EAi4nFeDfI4b5a2iXhwbDDIXtCzuR6OWkELSgJIgJRS3cvohX/p++n8xrD4iIjOuRhiLTu7RWRrq3lwf/Gf238qpdTy8zx7kVS3yZY7FY3O6DP61RJPyI4iDF+NF4poXByVxgAAAABJRU5ErkJggg=="};

/***/ }

};
;