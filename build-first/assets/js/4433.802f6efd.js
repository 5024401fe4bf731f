exports.id = 4433;
exports.ids = [4433];
exports.modules = {

/***/ 4433
(module, __unused_webpack_exports, __webpack_require__) {

module.exports = {"src":Object.assign(Object.create({toString(){return this.src;}}),{srcSet:__webpack_require__.p + "assets/ideal-img/sweetcode.faeb27c.640.png"+" 640w",images:[{path:__webpack_require__.p + "assets/ideal-img/sweetcode.faeb27c.640.png",width:640,height:320}],src:__webpack_require__.p + "assets/ideal-img/sweetcode.faeb27c.640.png",placeholder: undefined,width:640,height:320}),"preSrc":"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAoAAAAFCAIAAADzBuo/AAAACXBIWXMAAAsTAAALEwEAmpwYAAAAhUlEQVR4nD2LOxKCMBBAc35vYecZPICFvY3yEQcSIJtAlsxmgrLr0PDK9+apvvDBR6cJ7RrdD+3qDXlDU0+mXFTzgMvp9mm66l0VZaGNFhFmEZHFZdU+8Xp+ORsAYJ5DosQsvO0ZISuE8N3uzHkXB8c91mjbDm1a3IqQEfI8pmmgYNNQxz8AVowetB4ZUwAAAABJRU5ErkJggg=="};

/***/ }

};
;