exports.id = 8020;
exports.ids = [8020];
exports.modules = {

/***/ 88020
(module, __unused_webpack_exports, __webpack_require__) {

module.exports = {"src":Object.assign(Object.create({toString(){return this.src;}}),{srcSet:__webpack_require__.p + "assets/ideal-img/comp-labs.0debede.640.png"+" 640w",images:[{path:__webpack_require__.p + "assets/ideal-img/comp-labs.0debede.640.png",width:640,height:320}],src:__webpack_require__.p + "assets/ideal-img/comp-labs.0debede.640.png",placeholder: undefined,width:640,height:320}),"preSrc":"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAoAAAAFCAIAAADzBuo/AAAACXBIWXMAAAsTAAALEwEAmpwYAAAAiElEQVR4nD3LMRLCIBCFYS7vOSw9gZ2lhb02yRhjCHExLiRAgMFMWIfGN3/35mNOVMGiR1gtfg2meQwKSlq6oWH6cTvvd4PgbdfzXoB8E1HOmYiSQWZ4fT8erFaIyvslxkBEtG3lnpFZAyd3qVxdEBVU9tcOmu51VfhcrU4Gk8E4jUHLOH0WaH/cJ4tG7hRZsQAAAABJRU5ErkJggg=="};

/***/ }

};
;