exports.id = 8932;
exports.ids = [8932];
exports.modules = {

/***/ 66551
(module, __unused_webpack_exports, __webpack_require__) {

module.exports = {"src":Object.assign(Object.create({toString(){return this.src;}}),{srcSet:__webpack_require__.p + "assets/ideal-img/molecule.8dbf37c.640.png"+" 640w",images:[{path:__webpack_require__.p + "assets/ideal-img/molecule.8dbf37c.640.png",width:640,height:320}],src:__webpack_require__.p + "assets/ideal-img/molecule.8dbf37c.640.png",placeholder: undefined,width:640,height:320}),"preSrc":"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAoAAAAFCAIAAADzBuo/AAAACXBIWXMAAAsTAAALEwEAmpwYAAAAjUlEQVR4nC3LsQ6CMBRA0f7/6OAfOPsFJq6aOBol0paCSil9BQoWS6DPVE3udnNIlgKYvnw6pd6gJ1m6X5V0jPbketbr1YFykbJblot5nhExBEREA57QxG43rDNDa5qmtSHEtyxxg/ZE1vbkd/vHkZvu6yL8a+0J5/ZS5Ekh7+WrgQnA12pUldP1KPjwAaHPimcjOxKaAAAAAElFTkSuQmCC"};

/***/ }

};
;