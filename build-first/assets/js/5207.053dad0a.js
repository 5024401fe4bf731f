exports.id = 5207;
exports.ids = [5207];
exports.modules = {

/***/ 5207
(module, __unused_webpack_exports, __webpack_require__) {

module.exports = {"src":Object.assign(Object.create({toString(){return this.src;}}),{srcSet:__webpack_require__.p + "assets/ideal-img/react-complex-tree.20a0e37.640.png"+" 640w",images:[{path:__webpack_require__.p + "assets/ideal-img/react-complex-tree.20a0e37.640.png",width:640,height:320}],src:__webpack_require__.p + "assets/ideal-img/react-complex-tree.20a0e37.640.png",placeholder: undefined,width:640,height:320}),"preSrc":"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAoAAAAFCAIAAADzBuo/AAAACXBIWXMAAAsTAAALEwEAmpwYAAAAjElEQVR4nCXFSw6CMBAA0N7fk3gMEzfsjUaUUiTyKVPodDp8ilATfZsnpC37ydbj0M7YBTKrh0Cwkp7xSY24muKQHLMiV1JV70pmsnyVShUTj/3KIsXqeDsbtB0AkkPnPLNn3j4bBBL1bBJ9erh7jHHf9/jzDxYS0reXIVVcD4FhIVhIT9iMthsx9/oLjlWKeiZmKpEAAAAASUVORK5CYII="};

/***/ }

};
;