exports.id = 3193;
exports.ids = [3193];
exports.modules = {

/***/ 73193
(module, __unused_webpack_exports, __webpack_require__) {

module.exports = {"src":Object.assign(Object.create({toString(){return this.src;}}),{srcSet:__webpack_require__.p + "assets/ideal-img/idb.3a7fea3.640.png"+" 640w",images:[{path:__webpack_require__.p + "assets/ideal-img/idb.3a7fea3.640.png",width:640,height:320}],src:__webpack_require__.p + "assets/ideal-img/idb.3a7fea3.640.png",placeholder: undefined,width:640,height:320}),"preSrc":"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAoAAAAFCAIAAADzBuo/AAAACXBIWXMAAAsTAAALEwEAmpwYAAAAg0lEQVR4nD3LywrCMBQE0Py73+Gqv+FCBOnWjQuxD9tCzbO9eZDmVkwkRQrDzOIwhFWTAQcsaB7mt98D1NPakv4ui8OlqTvQkFKKMaY8uaxCMj7M+fgEYdYVN84WvxtLJEqY8nO6Djcqwp/3t0TCWlsNr67nclzchFYh8GVmXovAW/cDNgaMDapdZkYAAAAASUVORK5CYII="};

/***/ }

};
;