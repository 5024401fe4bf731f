exports.id = 1521;
exports.ids = [1521];
exports.modules = {

/***/ 1521
(module, __unused_webpack_exports, __webpack_require__) {

module.exports = {"src":Object.assign(Object.create({toString(){return this.src;}}),{srcSet:__webpack_require__.p + "assets/ideal-img/social-embed.fc6224a.640.png"+" 640w",images:[{path:__webpack_require__.p + "assets/ideal-img/social-embed.fc6224a.640.png",width:640,height:320}],src:__webpack_require__.p + "assets/ideal-img/social-embed.fc6224a.640.png",placeholder: undefined,width:640,height:320}),"preSrc":"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAoAAAAFCAIAAADzBuo/AAAACXBIWXMAAAsTAAALEwEAmpwYAAAAiUlEQVR4nCXL0Q6CIBSAYR6/R6nH6KK17ptbTFO0VIYHOILoyYI2/W+//aywL5htO5k2GLkgfCe5YBt0H2zhJMtAHK6n6t2IUtR1k+cFWkxbQJ5x2x2zCyCC1gpAG0PrGjceyLF+0Td15uMjpRTjb/92BnLs6eXd8GrqzCcA+YGcnFEGVPNYevUHvmqLFDq8WugAAAAASUVORK5CYII="};

/***/ }

};
;