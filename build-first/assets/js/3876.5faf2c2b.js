exports.id = 3876;
exports.ids = [3876];
exports.modules = {

/***/ 93876
(module, __unused_webpack_exports, __webpack_require__) {

module.exports = {"src":Object.assign(Object.create({toString(){return this.src;}}),{srcSet:__webpack_require__.p + "assets/ideal-img/orbit-js.e50f17d.640.png"+" 640w",images:[{path:__webpack_require__.p + "assets/ideal-img/orbit-js.e50f17d.640.png",width:640,height:320}],src:__webpack_require__.p + "assets/ideal-img/orbit-js.e50f17d.640.png",placeholder: undefined,width:640,height:320}),"preSrc":"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAoAAAAFCAIAAADzBuo/AAAACXBIWXMAAAsTAAALEwEAmpwYAAAAfklEQVR4nDXLzQrCMBAE4Dy/j+JD9KYgHi1SI6GIhWj+3LTJbqPYFcUMcxj4GAHQJTIT6vnlsHxH7Q0mJYw/NLvVdbicpfIu8D8LM1PxIkR57NZxBJ+Iylzt/WMnIunG70/DltvNkh+V6xuS6qG1IIuVlDU9Q0aT8J7RxtR/ADlAi/CbXmWAAAAAAElFTkSuQmCC"};

/***/ }

};
;