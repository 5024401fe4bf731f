exports.id = 6694;
exports.ids = [6694];
exports.modules = {

/***/ 36694
(module, __unused_webpack_exports, __webpack_require__) {

module.exports = {"src":Object.assign(Object.create({toString(){return this.src;}}),{srcSet:__webpack_require__.p + "assets/ideal-img/fbt.6ae6eb6.640.png"+" 640w",images:[{path:__webpack_require__.p + "assets/ideal-img/fbt.6ae6eb6.640.png",width:640,height:320}],src:__webpack_require__.p + "assets/ideal-img/fbt.6ae6eb6.640.png",placeholder: undefined,width:640,height:320}),"preSrc":"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAoAAAAFCAIAAADzBuo/AAAACXBIWXMAAAsTAAALEwEAmpwYAAAAhUlEQVR4nD3LOw7CMBAEUJ+fS3AGeloXdDQ0sUJQjGJwNkvwbzEoXuQgIY1miqcRoNA/wmwSXgNo9zTpF3dLY+vFcILdRqrmDAjMXErhOrXilIVt3GGrZnAxRoovolxtWRmyQHDys5f6aCwxl6Ws8n9D51t90b3FgQjfccreJndPfiTswhcnYov10LzkLQAAAABJRU5ErkJggg=="};

/***/ }

};
;