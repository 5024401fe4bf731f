exports.id = 9157;
exports.ids = [9157];
exports.modules = {

/***/ 29157
(module, __unused_webpack_exports, __webpack_require__) {

module.exports = {"src":Object.assign(Object.create({toString(){return this.src;}}),{srcSet:__webpack_require__.p + "assets/ideal-img/khyron-realm.cdd7b93.640.png"+" 640w",images:[{path:__webpack_require__.p + "assets/ideal-img/khyron-realm.cdd7b93.640.png",width:640,height:320}],src:__webpack_require__.p + "assets/ideal-img/khyron-realm.cdd7b93.640.png",placeholder: undefined,width:640,height:320}),"preSrc":"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAoAAAAFCAIAAADzBuo/AAAACXBIWXMAAAsTAAALEwEAmpwYAAAAhklEQVR4nB2JywqDMBAA8/v9lP6EZ++lWKU1oqWo2RDXbB6rkBQzp2FG4PaioKybfVziCcepA6/W/8jPaD9C6WdV34axl3Iap2/bvQF0LgQGYbBrmvu2aaUAd7RkmWPOqWwl9jhXa91il3NO6aqFSyJrgdRL8wA3HIeJrAMDhYX84rzaSf4B/zSLwiBUnloAAAAASUVORK5CYII="};

/***/ }

};
;