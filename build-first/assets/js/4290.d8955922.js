exports.id = 4290;
exports.ids = [4290];
exports.modules = {

/***/ 4290
(module, __unused_webpack_exports, __webpack_require__) {

module.exports = {"src":Object.assign(Object.create({toString(){return this.src;}}),{srcSet:__webpack_require__.p + "assets/ideal-img/datagit.bfeb791.640.png"+" 640w",images:[{path:__webpack_require__.p + "assets/ideal-img/datagit.bfeb791.640.png",width:640,height:320}],src:__webpack_require__.p + "assets/ideal-img/datagit.bfeb791.640.png",placeholder: undefined,width:640,height:320}),"preSrc":"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAoAAAAFCAIAAADzBuo/AAAACXBIWXMAAAsTAAALEwEAmpwYAAAAhklEQVR4nCXJyw6CMBBA0X6/n6KfYUx054IEbIIvkDIthT7IVBKdMcWbuztCexnQOOzxY+NiHKr/HnuItXjaYnvcPJr7pZQAwMxExEzMHBcrlJeHcjeF0Uaf3ikzE/F35UGMSe3tqWrOXJmk9ay6rGuZYb5KV3SujsPLhXYKrUdwCD4ZM99++IiLCYSauq4AAAAASUVORK5CYII="};

/***/ }

};
;