exports.id = 6273;
exports.ids = [6273];
exports.modules = {

/***/ 66273
(module, __unused_webpack_exports, __webpack_require__) {

module.exports = {"src":Object.assign(Object.create({toString(){return this.src;}}),{srcSet:__webpack_require__.p + "assets/ideal-img/apache-apisix.3c8c730.640.png"+" 640w",images:[{path:__webpack_require__.p + "assets/ideal-img/apache-apisix.3c8c730.640.png",width:640,height:320}],src:__webpack_require__.p + "assets/ideal-img/apache-apisix.3c8c730.640.png",placeholder: undefined,width:640,height:320}),"preSrc":"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAoAAAAFCAIAAADzBuo/AAAACXBIWXMAAAsTAAALEwEAmpwYAAAAjklEQVR4nB3Lyw6CMBBA0X6+3+LCf2Bj4lLEBHmGh9AyFGinDIKxNXC3J5chDwlhHtuPEhvCd5YbAo0tTRy7lA1lcL2ciiJ7RUlV1WEU1e/GHa3YM93GmXfGUSqFhhbUeiFy9rez6ZlG7qmbx/378zEk/n5Z65w9WDINadkFDaTQZEbkq5E0CZrEosFA/geIOYm4NpxesQAAAABJRU5ErkJggg=="};

/***/ }

};
;