exports.id = 3581;
exports.ids = [3581];
exports.modules = {

/***/ 53581
(module, __unused_webpack_exports, __webpack_require__) {

module.exports = {"src":Object.assign(Object.create({toString(){return this.src;}}),{srcSet:__webpack_require__.p + "assets/ideal-img/yeecord.3b5207a.640.png"+" 640w",images:[{path:__webpack_require__.p + "assets/ideal-img/yeecord.3b5207a.640.png",width:640,height:320}],src:__webpack_require__.p + "assets/ideal-img/yeecord.3b5207a.640.png",placeholder: undefined,width:640,height:320}),"preSrc":"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAoAAAAFCAIAAADzBuo/AAAACXBIWXMAAAsTAAALEwEAmpwYAAAAiUlEQVR4nDXKQQ6CMBQE0J7fnRfwBO5d6MKlB1AMsUqxtP1QflELLShUA8HJJLN4QyylTYWNKj6leWt0Kp8Lhb0ygqfzYbHk6f3CmFAyfKeEcTs05BHfjqu1x8o9bd/1sw3DyKUhrQYfoj3CTtMtbJSH6fDnOkltFgshheQZj165bAt0oL3GOuE/pn+J3WtedYoAAAAASUVORK5CYII="};

/***/ }

};
;