exports.id = 1760;
exports.ids = [1760];
exports.modules = {

/***/ 11760
(module, __unused_webpack_exports, __webpack_require__) {

module.exports = {"src":Object.assign(Object.create({toString(){return this.src;}}),{srcSet:__webpack_require__.p + "assets/ideal-img/mint-metrics.6d7b7de.640.png"+" 640w",images:[{path:__webpack_require__.p + "assets/ideal-img/mint-metrics.6d7b7de.640.png",width:640,height:320}],src:__webpack_require__.p + "assets/ideal-img/mint-metrics.6d7b7de.640.png",placeholder: undefined,width:640,height:320}),"preSrc":"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAoAAAAFCAIAAADzBuo/AAAACXBIWXMAAAsTAAALEwEAmpwYAAAAgklEQVR4nEXJQQ7CIBBAUe6/9AwexZ3bLsTYtKRppHQKhcIMYAVjE+Nb/s+c5j7MuMlE6pWXHIGCRP9ELzfbMq2a6+UkRN+Lgd8fQgw553pIcWHW8FtzNmbWxjhnEUMpe63l2MDQwtrW916+4e+3/drZaYwEKS6JIBFQUOgnDOBd9wFI3oz3yVE/KQAAAABJRU5ErkJggg=="};

/***/ }

};
;