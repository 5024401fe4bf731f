exports.id = 3895;
exports.ids = [3895];
exports.modules = {

/***/ 13895
(module, __unused_webpack_exports, __webpack_require__) {

module.exports = {"src":Object.assign(Object.create({toString(){return this.src;}}),{srcSet:__webpack_require__.p + "assets/ideal-img/akara-s-blog.ffc6d94.640.png"+" 640w",images:[{path:__webpack_require__.p + "assets/ideal-img/akara-s-blog.ffc6d94.640.png",width:640,height:320}],src:__webpack_require__.p + "assets/ideal-img/akara-s-blog.ffc6d94.640.png",placeholder: undefined,width:640,height:320}),"preSrc":"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAoAAAAFCAIAAADzBuo/AAAACXBIWXMAAAsTAAALEwEAmpwYAAAAjklEQVR4nCXLuw7CIBhAYV7fx3D0DdyMiYuLiYPWGqGxUaDl+mOFULAY7VlPPkTsXQVD35IHLUZQyfGgmVfca/x6opPCi/3y1jYEN5QygkkaU/mnokNXeKyqjQXrLRgAC5BynspUSpEREAvyIHbb/rju+/GTZzfvn8YDPZv64trKCRlBRui86bwRwTYD/wKfYYpGsBb1DQAAAABJRU5ErkJggg=="};

/***/ }

};
;