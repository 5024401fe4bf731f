exports.id = 4786;
exports.ids = [4786];
exports.modules = {

/***/ 44786
(module, __unused_webpack_exports, __webpack_require__) {

module.exports = {"src":Object.assign(Object.create({toString(){return this.src;}}),{srcSet:__webpack_require__.p + "assets/ideal-img/novu.0477a8c.640.png"+" 640w",images:[{path:__webpack_require__.p + "assets/ideal-img/novu.0477a8c.640.png",width:640,height:320}],src:__webpack_require__.p + "assets/ideal-img/novu.0477a8c.640.png",placeholder: undefined,width:640,height:320}),"preSrc":"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAoAAAAFCAIAAADzBuo/AAAACXBIWXMAAAsTAAALEwEAmpwYAAAAhElEQVR4nD2LywrCMBBF8//4JX6EG0EXulLqQki1lGrajFFnkkziI5Gm4OXAXRyOkA8DnpRnHV5X5/8o5yWSqABmq7Vszl3bppSnTX+LURzvON9L87RInIpIOX+LhhiFYtzA4qCXVm/VTr/DZ6xLPtY1YWWaGi89DZ1G4DAw985rzyeyP1yajDGRDLY2AAAAAElFTkSuQmCC"};

/***/ }

};
;