exports.id = 5691;
exports.ids = [5691];
exports.modules = {

/***/ 45691
(module, __unused_webpack_exports, __webpack_require__) {

module.exports = {"src":Object.assign(Object.create({toString(){return this.src;}}),{srcSet:__webpack_require__.p + "assets/ideal-img/benthos.2dad1aa.640.png"+" 640w",images:[{path:__webpack_require__.p + "assets/ideal-img/benthos.2dad1aa.640.png",width:640,height:320}],src:__webpack_require__.p + "assets/ideal-img/benthos.2dad1aa.640.png",placeholder: undefined,width:640,height:320}),"preSrc":"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAoAAAAFCAIAAADzBuo/AAAACXBIWXMAAAsTAAALEwEAmpwYAAAAiElEQVR4nE3LSw6CMBRA0e7fPbgAl+DAOTFxhh9oISqfCn3lVUqbYugzUQfe3OlhwpTKgXQKXqafsXXqu3Qgxoodga+SNb8WIuN13dCnSJGIICDLzW1z2sL4xNFObooUI8WFFiJSAVnru71ODtluuKQ/+a8LW6V45jqXcFezgYCd1w8Hvdelbd7Qp4rLFvxkdQAAAABJRU5ErkJggg=="};

/***/ }

};
;