exports.id = 1568;
exports.ids = [1568];
exports.modules = {

/***/ 61568
(module, __unused_webpack_exports, __webpack_require__) {

module.exports = {"src":Object.assign(Object.create({toString(){return this.src;}}),{srcSet:__webpack_require__.p + "assets/ideal-img/oss-insight.325a9f5.640.png"+" 640w",images:[{path:__webpack_require__.p + "assets/ideal-img/oss-insight.325a9f5.640.png",width:640,height:320}],src:__webpack_require__.p + "assets/ideal-img/oss-insight.325a9f5.640.png",placeholder: undefined,width:640,height:320}),"preSrc":"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAoAAAAFCAIAAADzBuo/AAAACXBIWXMAAAsTAAALEwEAmpwYAAAAhElEQVR4nFXLsQ7CIBRAUf7fP3H2C9w6uBgSY5NS2qGF9tECDx5BYzGyedeTy8A+Ma2OVMhLeht6gaPZ0exJAXZsMvzSnITs+n4UQsphLL+OUkrMhi2uvT3O1huL1nuPAat9KgPbk7qa5i65a+mo098NQQjLp124TccMMQOS9qQxrVvov+4Ui08wEVb/AAAAAElFTkSuQmCC"};

/***/ }

};
;