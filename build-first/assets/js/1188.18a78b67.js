exports.id = 1188;
exports.ids = [1188];
exports.modules = {

/***/ 61188
(module, __unused_webpack_exports, __webpack_require__) {

module.exports = {"src":Object.assign(Object.create({toString(){return this.src;}}),{srcSet:__webpack_require__.p + "assets/ideal-img/postgres-ai-database-lab.3a69282.640.png"+" 640w",images:[{path:__webpack_require__.p + "assets/ideal-img/postgres-ai-database-lab.3a69282.640.png",width:640,height:320}],src:__webpack_require__.p + "assets/ideal-img/postgres-ai-database-lab.3a69282.640.png",placeholder: undefined,width:640,height:320}),"preSrc":"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAoAAAAFCAIAAADzBuo/AAAACXBIWXMAAAsTAAALEwEAmpwYAAAAjElEQVR4nC2L3QrCIABGfX96iW57iK6km1hFuUHTMK0s8Sed5qzBFmt9HDgXhw8EfH1ZF4XtdOxM/KiQpU/imR4unCSwJVvNFqTG622xR+jMeZvb4be3CcAf72QOWc2KzaEqK4yJ0eafdQCN1ssMkYHJ7/qhn8Lk8R2oZByrG43ikpXPqknSjSgfqfoCKtyI+gRNTXcAAAAASUVORK5CYII="};

/***/ }

};
;