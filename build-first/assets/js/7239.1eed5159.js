exports.id = 7239;
exports.ids = [7239];
exports.modules = {

/***/ 47239
(module, __unused_webpack_exports, __webpack_require__) {

module.exports = {"src":Object.assign(Object.create({toString(){return this.src;}}),{srcSet:__webpack_require__.p + "assets/ideal-img/difranca-tech-notes.f341f75.640.png"+" 640w",images:[{path:__webpack_require__.p + "assets/ideal-img/difranca-tech-notes.f341f75.640.png",width:640,height:320}],src:__webpack_require__.p + "assets/ideal-img/difranca-tech-notes.f341f75.640.png",placeholder: undefined,width:640,height:320}),"preSrc":"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAoAAAAFCAIAAADzBuo/AAAACXBIWXMAAAsTAAALEwEAmpwYAAAAjklEQVR4nCXL0QqCMBgG0L0/vUrdd1t3gjCERC3NIJttrn63NbVyX1Tn/rCKGj1Q427C3/XrcR2N8CQ8tb4vrWQ7fVpEq3RfcJ7kWWGNBRBCAKAnxwpql3lU1XWV5THnl1YAmMMMoJssE6OO1WarkrVSz/mNn+/979LJlA6ZOaemk6PpJiuH/upJDebo1Adh8YmRj4SYRQAAAABJRU5ErkJggg=="};

/***/ }

};
;