exports.id = 5833;
exports.ids = [5833];
exports.modules = {

/***/ 85833
(module, __unused_webpack_exports, __webpack_require__) {

module.exports = {"src":Object.assign(Object.create({toString(){return this.src;}}),{srcSet:__webpack_require__.p + "assets/ideal-img/tuist.9252d7d.640.png"+" 640w",images:[{path:__webpack_require__.p + "assets/ideal-img/tuist.9252d7d.640.png",width:640,height:320}],src:__webpack_require__.p + "assets/ideal-img/tuist.9252d7d.640.png",placeholder: undefined,width:640,height:320}),"preSrc":"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAoAAAAFCAIAAADzBuo/AAAACXBIWXMAAAsTAAALEwEAmpwYAAAAeklEQVR4nEWLUQrCMBBEc34v4T0K/RK8gWCoktaKjTFbm02z6VJqJRHq8JiPGZ7Aqg/vkXScDIeO/mjCqxf2ZA+7Y6Pa9nFft3xSMbBwEuX+4gwOg0vrjyXflgVaLKdC+nN2srXZ6Va+vtWgYe5nBmZgMjE8iV7Rq/ELhmmNN+SGV4IAAAAASUVORK5CYII="};

/***/ }

};
;