exports.id = 4534;
exports.ids = [4534];
exports.modules = {

/***/ 44534
(module, __unused_webpack_exports, __webpack_require__) {

module.exports = {"src":Object.assign(Object.create({toString(){return this.src;}}),{srcSet:__webpack_require__.p + "assets/ideal-img/ory.d1f3f25.640.png"+" 640w",images:[{path:__webpack_require__.p + "assets/ideal-img/ory.d1f3f25.640.png",width:640,height:320}],src:__webpack_require__.p + "assets/ideal-img/ory.d1f3f25.640.png",placeholder: undefined,width:640,height:320}),"preSrc":"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAoAAAAFCAIAAADzBuo/AAAACXBIWXMAAAsTAAALEwEAmpwYAAAAfklEQVR4nE3LQQ7CIBCFYc7vFbxBVx7AfQ/QVUlqwdS0wgxUoAgxZZoao7683ZefedEus06oE96jGn/Xk5cdM7ypj4erFC4E+q4UIsoWmev55VQ9AFNKHyiF1vXNwJwdz6FuPd+J9uivBuaHTt4aVOI1m2whW3iiijBFo8PQbyw3jBF0XuusAAAAAElFTkSuQmCC"};

/***/ }

};
;