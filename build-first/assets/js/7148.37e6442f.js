exports.id = 7148;
exports.ids = [7148];
exports.modules = {

/***/ 47148
(module, __unused_webpack_exports, __webpack_require__) {

module.exports = {"src":Object.assign(Object.create({toString(){return this.src;}}),{srcSet:__webpack_require__.p + "assets/ideal-img/flipper.70de7e7.640.png"+" 640w",images:[{path:__webpack_require__.p + "assets/ideal-img/flipper.70de7e7.640.png",width:640,height:320}],src:__webpack_require__.p + "assets/ideal-img/flipper.70de7e7.640.png",placeholder: undefined,width:640,height:320}),"preSrc":"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAoAAAAFCAIAAADzBuo/AAAACXBIWXMAAAsTAAALEwEAmpwYAAAAiElEQVR4nCWLyw6CMBQF+/d+iYnfwcaNKwOaQCgBQeiL3j5sU8XWVE5md2YQhlF4eL4k/xga1OzkzuKgNQTdxHA4n7pxqO8NgEopxRhjyhPBolrNx6rgGrjk2/bOd4rflAUeDFq8uKxF2V9padpHrv/GXhuELamgwTBNTPawimCp18Qp5nVn2Q/0toslIGU2+QAAAABJRU5ErkJggg=="};

/***/ }

};
;