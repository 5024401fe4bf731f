exports.id = 9475;
exports.ids = [9475];
exports.modules = {

/***/ 99475
(module, __unused_webpack_exports, __webpack_require__) {

module.exports = {"src":Object.assign(Object.create({toString(){return this.src;}}),{srcSet:__webpack_require__.p + "assets/ideal-img/eric-jiuran.d46187c.640.png"+" 640w",images:[{path:__webpack_require__.p + "assets/ideal-img/eric-jiuran.d46187c.640.png",width:640,height:320}],src:__webpack_require__.p + "assets/ideal-img/eric-jiuran.d46187c.640.png",placeholder: undefined,width:640,height:320}),"preSrc":"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAoAAAAFCAIAAADzBuo/AAAACXBIWXMAAAsTAAALEwEAmpwYAAAAjUlEQVR4nCWLQQ6CMBAA+3u/4gP0rgc9cFQTjdioVQq0S5GWLlRC1zRO5jYZ5tTF94C2CqinoQleoS2TrnLAmZGn3WohxOP5ludrrjQQUYyRiAI2zKr8tl/6j8HOjuhDGCkxE9EXgXV9uW2zjT6sa50VcppTIPrfwKzhAo7ScNEWFbxGrwen0NbodG/uP+E0iqvEVHGFAAAAAElFTkSuQmCC"};

/***/ }

};
;