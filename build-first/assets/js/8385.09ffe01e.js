exports.id = 8385;
exports.ids = [8385];
exports.modules = {

/***/ 48385
(module, __unused_webpack_exports, __webpack_require__) {

module.exports = {"src":Object.assign(Object.create({toString(){return this.src;}}),{srcSet:__webpack_require__.p + "assets/ideal-img/kosko.cc7a879.640.png"+" 640w",images:[{path:__webpack_require__.p + "assets/ideal-img/kosko.cc7a879.640.png",width:640,height:320}],src:__webpack_require__.p + "assets/ideal-img/kosko.cc7a879.640.png",placeholder: undefined,width:640,height:320}),"preSrc":"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAoAAAAFCAIAAADzBuo/AAAACXBIWXMAAAsTAAALEwEAmpwYAAAAhElEQVR4nFXLWwrCMBBA0WzfTbgAt+C/+i+iVRqjkNpHpnlYM402M4KC4OX+HlG5g8MOsAkvA1ibePsOsdb3UkjYzTezi1ayVIgjfyImZvYJxNUfl/sFOLDWTXkiJmLKnJnZJSPMWK/a9SkUP/Sn9SALu9UPFZ69T8Yn6LGF2FjsquH8BhUGi+Z4EpKdAAAAAElFTkSuQmCC"};

/***/ }

};
;