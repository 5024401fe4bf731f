exports.id = 4694;
exports.ids = [4694];
exports.modules = {

/***/ 84694
(module, __unused_webpack_exports, __webpack_require__) {

module.exports = {"src":Object.assign(Object.create({toString(){return this.src;}}),{srcSet:__webpack_require__.p + "assets/ideal-img/unleash.ea7c829.640.png"+" 640w",images:[{path:__webpack_require__.p + "assets/ideal-img/unleash.ea7c829.640.png",width:640,height:320}],src:__webpack_require__.p + "assets/ideal-img/unleash.ea7c829.640.png",placeholder: undefined,width:640,height:320}),"preSrc":"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAoAAAAFCAIAAADzBuo/AAAACXBIWXMAAAsTAAALEwEAmpwYAAAAiUlEQVR4nE2LSw7CIBRFWb47cA0O3IIj48g4qRNsSNNPBMoDChQqJuWZRgfenNE5ucQ3NE4qyucL5NuoNPIfSoSWEU2ry343dB2ta84FflcKImariWcPdjwE67QJ3rktlILrumUDxBt+StcKzrO9Fdzs3xtI6Fk73IHTKFm2KltYYExKLFrNffMBu5qKoDXF/kYAAAAASUVORK5CYII="};

/***/ }

};
;