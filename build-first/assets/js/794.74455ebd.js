exports.id = 794;
exports.ids = [794];
exports.modules = {

/***/ 30794
(module, __unused_webpack_exports, __webpack_require__) {

module.exports = {"src":Object.assign(Object.create({toString(){return this.src;}}),{srcSet:__webpack_require__.p + "assets/ideal-img/webdriverio.9f07367.640.png"+" 640w",images:[{path:__webpack_require__.p + "assets/ideal-img/webdriverio.9f07367.640.png",width:640,height:320}],src:__webpack_require__.p + "assets/ideal-img/webdriverio.9f07367.640.png",placeholder: undefined,width:640,height:320}),"preSrc":"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAoAAAAFCAIAAADzBuo/AAAACXBIWXMAAAsTAAALEwEAmpwYAAAAj0lEQVR4nCXLSw6CMBRA0e5/5kbcgYkDR8Y4QRBNWgUJUPvxlZa+QgWNeKcnl1AQwpvGOxmDHIOKoUVXe9t6Sy2QTPHVYcvKIs/O5b1glCHiZ0kNSK5Gry+57ozuXiFGN4b3NM0LywFJi2avNklxUolojrsprWbwf/7dzEEKjAGvBTx49RSad4ZjL7C/OfMF0WaKVuYR9SQAAAAASUVORK5CYII="};

/***/ }

};
;