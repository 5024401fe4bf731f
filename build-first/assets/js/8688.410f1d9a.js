exports.id = 8688;
exports.ids = [8688];
exports.modules = {

/***/ 68688
(module, __unused_webpack_exports, __webpack_require__) {

module.exports = {"src":Object.assign(Object.create({toString(){return this.src;}}),{srcSet:__webpack_require__.p + "assets/ideal-img/webiny.238ecc7.640.png"+" 640w",images:[{path:__webpack_require__.p + "assets/ideal-img/webiny.238ecc7.640.png",width:640,height:320}],src:__webpack_require__.p + "assets/ideal-img/webiny.238ecc7.640.png",placeholder: undefined,width:640,height:320}),"preSrc":"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAoAAAAFCAIAAADzBuo/AAAACXBIWXMAAAsTAAALEwEAmpwYAAAAhklEQVR4nFWLsQ6CMBRF+/+box/h5ic4GGPiIoSaFJAF+trXgjSvNIY+E5i8OdM5uaKdJBJoGvwXzQKa+h2goZmVkFgc74e6q6uy8n7kbZkzM7uEQo2vszy5aUQ/xyXubeWVmTFZoWN/tbcCLuQeebN/73dQpX+2HwlBuWRdQkMApDGaLjQ/yZqKxUjE0k0AAAAASUVORK5CYII="};

/***/ }

};
;