exports.id = 8156;
exports.ids = [8156];
exports.modules = {

/***/ 38156
(module, __unused_webpack_exports, __webpack_require__) {

module.exports = {"src":Object.assign(Object.create({toString(){return this.src;}}),{srcSet:__webpack_require__.p + "assets/ideal-img/create-react-app.885d122.640.png"+" 640w",images:[{path:__webpack_require__.p + "assets/ideal-img/create-react-app.885d122.640.png",width:640,height:320}],src:__webpack_require__.p + "assets/ideal-img/create-react-app.885d122.640.png",placeholder: undefined,width:640,height:320}),"preSrc":"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAoAAAAFCAIAAADzBuo/AAAACXBIWXMAAAsTAAALEwEAmpwYAAAAiUlEQVR4nCWJQQ6CMBAA+3u/4UO8GOXsyYsIpRCBQinQbrcsJKxBJ5O5jPCpDSNAHWK7bGb7Sz1hiz7zwj7N/XT7VE2mpFRFUaosz1utmZkMifnl0vM7WJhGO9opALrZB8Bj9ySccdf1kpSPpluYed/54FcaSHjpy0o1VefquA5EhlBj0Bj7CBK+0yKLCoM9+0MAAAAASUVORK5CYII="};

/***/ }

};
;