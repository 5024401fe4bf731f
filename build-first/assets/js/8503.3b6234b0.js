exports.id = 8503;
exports.ids = [8503];
exports.modules = {

/***/ 78503
(module, __unused_webpack_exports, __webpack_require__) {

module.exports = {"src":Object.assign(Object.create({toString(){return this.src;}}),{srcSet:__webpack_require__.p + "assets/ideal-img/rsocket.9be05cd.640.png"+" 640w",images:[{path:__webpack_require__.p + "assets/ideal-img/rsocket.9be05cd.640.png",width:640,height:320}],src:__webpack_require__.p + "assets/ideal-img/rsocket.9be05cd.640.png",placeholder: undefined,width:640,height:320}),"preSrc":"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAoAAAAFCAIAAADzBuo/AAAACXBIWXMAAAsTAAALEwEAmpwYAAAAgklEQVR4nE3LuQ7CMBAEUP8/X0LHJ9CGGoHIxSWME3t9sfHiIGwkp2E0mmb0WG85kBPk4DPJGZ/BLhXBdS/JDnBfVZvudmnrlj94LkllISKr7bA+VsoabUwgSjmlnL/lVhGZeOvduG38qaCF/eke5d4010noOaiIEHEkPwQnyZ9R/QAkxYwm4tPi/wAAAABJRU5ErkJggg=="};

/***/ }

};
;