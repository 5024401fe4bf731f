exports.id = 858;
exports.ids = [858];
exports.modules = {

/***/ 30858
(module, __unused_webpack_exports, __webpack_require__) {

module.exports = {"src":Object.assign(Object.create({toString(){return this.src;}}),{srcSet:__webpack_require__.p + "assets/ideal-img/pincman-s-website.3ecf86f.640.png"+" 640w",images:[{path:__webpack_require__.p + "assets/ideal-img/pincman-s-website.3ecf86f.640.png",width:640,height:320}],src:__webpack_require__.p + "assets/ideal-img/pincman-s-website.3ecf86f.640.png",placeholder: undefined,width:640,height:320}),"preSrc":"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAoAAAAFCAIAAADzBuo/AAAACXBIWXMAAAsTAAALEwEAmpwYAAAAjUlEQVR4nC3LSw6CMBAA0J7fe3gAT6BLXVsTIikFiUJpGztOSz8QxsS4fnkMXOWjxjDkxaTFxKLzanMxfh4BBdOWH8+7/tkJ0clH/xrUvRaNbIkoZcveUN/43oEBhDWllCIihuB/bBjE8WQv15aPFR6mwZRCRBtt/w2+kY6rt3BWSeghTvM8+aBC1B8vv66QiiH0ZZC9AAAAAElFTkSuQmCC"};

/***/ }

};
;