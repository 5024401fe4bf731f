exports.id = 9404;
exports.ids = [9404];
exports.modules = {

/***/ 49404
(module, __unused_webpack_exports, __webpack_require__) {

module.exports = {"src":Object.assign(Object.create({toString(){return this.src;}}),{srcSet:__webpack_require__.p + "assets/ideal-img/testing-library.c901582.640.png"+" 640w",images:[{path:__webpack_require__.p + "assets/ideal-img/testing-library.c901582.640.png",width:640,height:320}],src:__webpack_require__.p + "assets/ideal-img/testing-library.c901582.640.png",placeholder: undefined,width:640,height:320}),"preSrc":"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAoAAAAFCAIAAADzBuo/AAAACXBIWXMAAAsTAAALEwEAmpwYAAAAiUlEQVR4nEXLSw6CMBAA0J7fS3gQY1x5A0wUJAUxFJi2aen0B4ExrFy/PGYqjRqdCH5MCZYs1wQLioBDMLVj00NeT/eWf8q66r4db3gvetqJiKLMTL/m4vw2YKcJlNLeB49+3w6PkJmV8y1dSvckoo22YxH9t+GOtw0IldUaZY4y4xhxCB6i5fgD58WLfhCUqk0AAAAASUVORK5CYII="};

/***/ }

};
;