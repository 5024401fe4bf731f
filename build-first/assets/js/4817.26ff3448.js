exports.id = 4817;
exports.ids = [4817];
exports.modules = {

/***/ 14817
(module, __unused_webpack_exports, __webpack_require__) {

module.exports = {"src":Object.assign(Object.create({toString(){return this.src;}}),{srcSet:__webpack_require__.p + "assets/ideal-img/smartcookieweb.7ad15dd.640.png"+" 640w",images:[{path:__webpack_require__.p + "assets/ideal-img/smartcookieweb.7ad15dd.640.png",width:640,height:320}],src:__webpack_require__.p + "assets/ideal-img/smartcookieweb.7ad15dd.640.png",placeholder: undefined,width:640,height:320}),"preSrc":"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAoAAAAFCAIAAADzBuo/AAAACXBIWXMAAAsTAAALEwEAmpwYAAAAiElEQVR4nDXEwQ6CMAwA0H2/f2H8CL/AixdvEKOziQIZrGtsJ4wGQo0H3+E531DiscMxUEFZUBbK6/DWkCbfZVcB7g4neDYAHgC893VdRUQzQ57d9SX74415TEQRk+TMImVWM4usDpk3PV/aR1lW+9u23yjqIEjbt/dAA2sSRdaeSqApvguEzxd7bIpiNO6WEQAAAABJRU5ErkJggg=="};

/***/ }

};
;