exports.id = 123;
exports.ids = [123];
exports.modules = {

/***/ 70123
(module, __unused_webpack_exports, __webpack_require__) {

module.exports = {"src":Object.assign(Object.create({toString(){return this.src;}}),{srcSet:__webpack_require__.p + "assets/ideal-img/i-am-massoud.753d965.640.png"+" 640w",images:[{path:__webpack_require__.p + "assets/ideal-img/i-am-massoud.753d965.640.png",width:640,height:320}],src:__webpack_require__.p + "assets/ideal-img/i-am-massoud.753d965.640.png",placeholder: undefined,width:640,height:320}),"preSrc":"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAoAAAAFCAIAAADzBuo/AAAACXBIWXMAAAsTAAALEwEAmpwYAAAAiklEQVR4nCXLSw7CIBRAUdbuLhy4BufOXISJUVuaUpACTyiPIB8tJvZOTy5Bdo0eghbZqurh4yFZFbWIIHHqyKu7nPc7yfk4ia6nj54agPYvL0BwvN2PB3TWYfCIATGn1Na1tVacIdbpU6lP0IGzby3bt3FeDPGCDpJ5xaNkyarszBvmCHO0Ogj6A7Gzis0LuMdYAAAAAElFTkSuQmCC"};

/***/ }

};
;