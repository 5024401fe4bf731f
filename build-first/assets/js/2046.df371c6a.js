exports.id = 2046;
exports.ids = [2046];
exports.modules = {

/***/ 82046
(module, __unused_webpack_exports, __webpack_require__) {

module.exports = {"src":Object.assign(Object.create({toString(){return this.src;}}),{srcSet:__webpack_require__.p + "assets/ideal-img/shotstack.e80a992.640.png"+" 640w",images:[{path:__webpack_require__.p + "assets/ideal-img/shotstack.e80a992.640.png",width:640,height:320}],src:__webpack_require__.p + "assets/ideal-img/shotstack.e80a992.640.png",placeholder: undefined,width:640,height:320}),"preSrc":"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAoAAAAFCAIAAADzBuo/AAAACXBIWXMAAAsTAAALEwEAmpwYAAAAjUlEQVR4nFXLSw6CMBRA0S7foavQLegOHDoAFUiBpkHsF6ylVEr7DEOTOzu5yOBiGsTE+kWJoKUXzLF+i78+DUb6nl32O9q2BcZljY0xAJBSAoCvVmisyvxwfI/SGru6NSwBIEGMGyuJvOrtehuq8UqyMz/56P/uidSme1jy5LSmXT4rPgvhOHNSWNL8AIz/idFRUP5uAAAAAElFTkSuQmCC"};

/***/ }

};
;