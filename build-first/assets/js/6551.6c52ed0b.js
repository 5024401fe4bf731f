exports.id = 6551;
exports.ids = [6551];
exports.modules = {

/***/ 88932
(module, __unused_webpack_exports, __webpack_require__) {

module.exports = {"src":Object.assign(Object.create({toString(){return this.src;}}),{srcSet:__webpack_require__.p + "assets/ideal-img/mikroorm.14d224c.640.png"+" 640w",images:[{path:__webpack_require__.p + "assets/ideal-img/mikroorm.14d224c.640.png",width:640,height:320}],src:__webpack_require__.p + "assets/ideal-img/mikroorm.14d224c.640.png",placeholder: undefined,width:640,height:320}),"preSrc":"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAoAAAAFCAIAAADzBuo/AAAACXBIWXMAAAsTAAALEwEAmpwYAAAAkElEQVR4nEXLsQ6CMBQF0P7/5Ee4uTqzmJgYB+MAJApFiKVIH+UBWkCBa5ycT46QmSXuCuqJP1U3lfWQG6fJFZWL750IIlqtD3GSyvgaBr4xJYBlWQBUPIrLrd1spWXHr57dOLwnAPMMAMSj0HVz7L2T9Pi8R7hD898/lqr1dRopVaSaMkWmLe3wIGdsn+TPL44IiaGnIq2dAAAAAElFTkSuQmCC"};

/***/ }

};
;