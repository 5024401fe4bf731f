exports.id = 7624;
exports.ids = [7624];
exports.modules = {

/***/ 17624
(module, __unused_webpack_exports, __webpack_require__) {

module.exports = {"src":Object.assign(Object.create({toString(){return this.src;}}),{srcSet:__webpack_require__.p + "assets/ideal-img/rematch.633d76e.640.png"+" 640w",images:[{path:__webpack_require__.p + "assets/ideal-img/rematch.633d76e.640.png",width:640,height:320}],src:__webpack_require__.p + "assets/ideal-img/rematch.633d76e.640.png",placeholder: undefined,width:640,height:320}),"preSrc":"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAoAAAAFCAIAAADzBuo/AAAACXBIWXMAAAsTAAALEwEAmpwYAAAAiklEQVR4nDWLSw7CIBQAub9H8ARuPIFrN11pogsrILVKLZ/XFqTSBJ5pjcnsZoYwbk3nZRsUTLqbpAo/Gh1o5ci51Kv1nvKK0asQIqWEiDkjIhqI5MKGzZZacLYH53zOs1sa1BCJtEMx7o7i0JfvjMv1v2fN7u70vLGHauqgIRqIrRlfOijz4bX/AsItis3esE+QAAAAAElFTkSuQmCC"};

/***/ }

};
;