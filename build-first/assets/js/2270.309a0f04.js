exports.id = 2270;
exports.ids = [2270];
exports.modules = {

/***/ 82270
(module, __unused_webpack_exports, __webpack_require__) {

module.exports = {"src":Object.assign(Object.create({toString(){return this.src;}}),{srcSet:__webpack_require__.p + "assets/ideal-img/pdfme.0818cde.640.png"+" 640w",images:[{path:__webpack_require__.p + "assets/ideal-img/pdfme.0818cde.640.png",width:640,height:320}],src:__webpack_require__.p + "assets/ideal-img/pdfme.0818cde.640.png",placeholder: undefined,width:640,height:320}),"preSrc":"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAoAAAAFCAIAAADzBuo/AAAACXBIWXMAAAsTAAALEwEAmpwYAAAAiElEQVR4nC2LUQuCMBRG9//pP/Q3eiroxccICmIi5oKcus25e73TcDNmfRy+l8NhkDejHkjCoqdJAtXujwQoDDP3OtsdXk/xyPlIuP4W082amOM6319s11scwhLXGJMLm1bEnLLHz+kqbpYbpc4h+K1OeaqhNJUoWiGxsvAWswLfIjXgO8Sy/wIltouOKf0LvQAAAABJRU5ErkJggg=="};

/***/ }

};
;