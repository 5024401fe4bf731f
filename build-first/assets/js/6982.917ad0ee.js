exports.id = 6982;
exports.ids = [6982];
exports.modules = {

/***/ 56982
(module, __unused_webpack_exports, __webpack_require__) {

module.exports = {"src":Object.assign(Object.create({toString(){return this.src;}}),{srcSet:__webpack_require__.p + "assets/ideal-img/verdaccio.e94b9a8.640.png"+" 640w",images:[{path:__webpack_require__.p + "assets/ideal-img/verdaccio.e94b9a8.640.png",width:640,height:320}],src:__webpack_require__.p + "assets/ideal-img/verdaccio.e94b9a8.640.png",placeholder: undefined,width:640,height:320}),"preSrc":"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAoAAAAFCAIAAADzBuo/AAAACXBIWXMAAAsTAAALEwEAmpwYAAAAlElEQVR4nB3JwQ6CIBgAYF6/5+gNOrR16tLW1rrUmocMSSXRQFD4BXHp3+q7fkQ9tDXQCT/IyavJNaEXvhfe1l5SR/hNbVbHIucpS9kzc+AQcVkWRBzaSOp7v18noEOwY4jTZ57/jb9WkUAz4NtcqtNObPn1cGZpnsigR0QEGYnOwGZdVdbsVUpa8aJtaGc4OBVaBl/AaImm1KvkZQAAAABJRU5ErkJggg=="};

/***/ }

};
;