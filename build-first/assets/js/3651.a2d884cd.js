exports.id = 3651;
exports.ids = [3651];
exports.modules = {

/***/ 83651
(module, __unused_webpack_exports, __webpack_require__) {

module.exports = {"src":Object.assign(Object.create({toString(){return this.src;}}),{srcSet:__webpack_require__.p + "assets/ideal-img/codeyourfuture.41a1945.640.png"+" 640w",images:[{path:__webpack_require__.p + "assets/ideal-img/codeyourfuture.41a1945.640.png",width:640,height:320}],src:__webpack_require__.p + "assets/ideal-img/codeyourfuture.41a1945.640.png",placeholder: undefined,width:640,height:320}),"preSrc":"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAoAAAAFCAIAAADzBuo/AAAACXBIWXMAAAsTAAALEwEAmpwYAAAAj0lEQVR4nB3CYQ6CIBQAYC7fITpBR+gCra219c/WTBSdmQoP0AB9Y/JaffsYn4RedOfVO8hxBYiTirZfoA/APy3L4Lk778Wr4XlRVUL81isiESm0LJ+aw/2o51lbL0Fpa5z3cYtEJNGwfh2v6pKNJw+3lDb6S5SICNCy0rWZeZQzH1wNaADtEGAIIBdTue4LXiWJr2XUPhUAAAAASUVORK5CYII="};

/***/ }

};
;