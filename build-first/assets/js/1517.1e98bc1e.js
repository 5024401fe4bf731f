exports.id = 1517;
exports.ids = [1517];
exports.modules = {

/***/ 31517
(module, __unused_webpack_exports, __webpack_require__) {

module.exports = {"src":Object.assign(Object.create({toString(){return this.src;}}),{srcSet:__webpack_require__.p + "assets/ideal-img/charles-ancheta.bf8753f.640.png"+" 640w",images:[{path:__webpack_require__.p + "assets/ideal-img/charles-ancheta.bf8753f.640.png",width:640,height:320}],src:__webpack_require__.p + "assets/ideal-img/charles-ancheta.bf8753f.640.png",placeholder: undefined,width:640,height:320}),"preSrc":"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAoAAAAFCAIAAADzBuo/AAAACXBIWXMAAAsTAAALEwEAmpwYAAAAkklEQVR4nBXIMQ6CMBQA0J7eE3gGJw/g4mDirotEDYWUEqn8z6fSUmg1fMPyhidkSWT96x0MTkgJ+9TZr4HZQJDKieyBm+25rOq8kLrWqlK5lN6PzIwUxbMYdvvckg/2Q731fnTOp/RjZqAoGhou4XjC6wHatKzLzMuyin0UUrtbre5Nm5kB+hkpGggGAnRTqf0fSW2JTL1MS0sAAAAASUVORK5CYII="};

/***/ }

};
;