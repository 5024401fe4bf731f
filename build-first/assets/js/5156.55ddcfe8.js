exports.id = 5156;
exports.ids = [5156];
exports.modules = {

/***/ 35156
(module, __unused_webpack_exports, __webpack_require__) {

module.exports = {"src":Object.assign(Object.create({toString(){return this.src;}}),{srcSet:__webpack_require__.p + "assets/ideal-img/pcapplusplus.ad788bc.640.png"+" 640w",images:[{path:__webpack_require__.p + "assets/ideal-img/pcapplusplus.ad788bc.640.png",width:640,height:320}],src:__webpack_require__.p + "assets/ideal-img/pcapplusplus.ad788bc.640.png",placeholder: undefined,width:640,height:320}),"preSrc":"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAoAAAAFCAIAAADzBuo/AAAACXBIWXMAAAsTAAALEwEAmpwYAAAAiklEQVR4nCXLQQ6CMBBA0Z7fg3AEl24MG9fERKEQQq1t2intMBQBUwz4ty+f1cIBkrSjcpMJCwyr7j/SRuUilwO7N/aU5W0n+PPBOa+qioi2I8CZlR1m5xL8qD0Z6H3AZf2mtLMNM1MBb3QpX/lWXBPBsaU/73etsFBtq9+9kODI4qJd1C4aPzWKfoUoigD6U3l4AAAAAElFTkSuQmCC"};

/***/ }

};
;