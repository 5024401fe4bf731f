exports.id = 1507;
exports.ids = [1507];
exports.modules = {

/***/ 1507
(module, __unused_webpack_exports, __webpack_require__) {

module.exports = {"src":Object.assign(Object.create({toString(){return this.src;}}),{srcSet:__webpack_require__.p + "assets/ideal-img/uniforms.2167917.640.png"+" 640w",images:[{path:__webpack_require__.p + "assets/ideal-img/uniforms.2167917.640.png",width:640,height:320}],src:__webpack_require__.p + "assets/ideal-img/uniforms.2167917.640.png",placeholder: undefined,width:640,height:320}),"preSrc":"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAoAAAAFCAIAAADzBuo/AAAACXBIWXMAAAsTAAALEwEAmpwYAAAAhUlEQVR4nE3L0QqCMBSA4T1+1z1Gdz1F3gslykpdMPOcnSmbrhnbiQgi+C//T3RTRQGGRZsN7AvHVX+DdWidFJUp98VO6btsrn2nUkrMnDkzM0Uj5FQfLweaLSA67zLnzDnxZ6KI4vHUBZyauf6hP42i8/Jsy35pp40oIkXEMMI6YADlb2/LSosZiXooPAAAAABJRU5ErkJggg=="};

/***/ }

};
;