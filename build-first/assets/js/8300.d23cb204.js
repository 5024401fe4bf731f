exports.id = 8300;
exports.ids = [8300];
exports.modules = {

/***/ 68300
(module, __unused_webpack_exports, __webpack_require__) {

module.exports = {"src":Object.assign(Object.create({toString(){return this.src;}}),{srcSet:__webpack_require__.p + "assets/ideal-img/astronomer.66826d9.640.png"+" 640w",images:[{path:__webpack_require__.p + "assets/ideal-img/astronomer.66826d9.640.png",width:640,height:320}],src:__webpack_require__.p + "assets/ideal-img/astronomer.66826d9.640.png",placeholder: undefined,width:640,height:320}),"preSrc":"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAoAAAAFCAIAAADzBuo/AAAACXBIWXMAAAsTAAALEwEAmpwYAAAAjklEQVR4nC3JTRKCIBgAUO7fsiN0gjZ1BmudjjKCFo0SfIw/CKgDXzNNb/sIGyl46BYpg9K70Rt0TnZO9u5Tzw15QHHIjvzJm5ozxoQQiJgwISKshpQDO+VntcxmXoINW9gjxvhrvRqifZ+mHOkt0PtVXKqpRMSY4r+5bd9jpaFWhuVD0dhWeZBOKQ/cvr51u4lhaWKuVAAAAABJRU5ErkJggg=="};

/***/ }

};
;