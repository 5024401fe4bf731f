exports.id = 5225;
exports.ids = [5225];
exports.modules = {

/***/ 35225
(module, __unused_webpack_exports, __webpack_require__) {

module.exports = {"src":Object.assign(Object.create({toString(){return this.src;}}),{srcSet:__webpack_require__.p + "assets/ideal-img/patrik-masiar.5980386.640.png"+" 640w",images:[{path:__webpack_require__.p + "assets/ideal-img/patrik-masiar.5980386.640.png",width:640,height:320}],src:__webpack_require__.p + "assets/ideal-img/patrik-masiar.5980386.640.png",placeholder: undefined,width:640,height:320}),"preSrc":"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAoAAAAFCAIAAADzBuo/AAAACXBIWXMAAAsTAAALEwEAmpwYAAAAjklEQVR4nDXLTQrCMBBA4dwfwSMI3kJ04c6VyyKhaZNqf5JmJtLWTlsSUlHxbT8eG1I+OkuNHutmNm1AnLSmuiathyxjLkkum62SOc8zVdx5Kkai9duCyHqeit2eoKN+RkCHLni/xvhhAPa09hTD2V6PzcHH8Pv+jKyTqigfVSmq6jYDLIBTa8gYsvCS6g1Gm4k/Lw/sdQAAAABJRU5ErkJggg=="};

/***/ }

};
;