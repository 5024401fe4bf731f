exports.id = 8880;
exports.ids = [8880];
exports.modules = {

/***/ 28880
(module, __unused_webpack_exports, __webpack_require__) {

module.exports = {"src":Object.assign(Object.create({toString(){return this.src;}}),{srcSet:__webpack_require__.p + "assets/ideal-img/evershop.ddc9594.640.png"+" 640w",images:[{path:__webpack_require__.p + "assets/ideal-img/evershop.ddc9594.640.png",width:640,height:320}],src:__webpack_require__.p + "assets/ideal-img/evershop.ddc9594.640.png",placeholder: undefined,width:640,height:320}),"preSrc":"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAoAAAAFCAIAAADzBuo/AAAACXBIWXMAAAsTAAALEwEAmpwYAAAAiUlEQVR4nD2NzQ6CMBCE+/w+hg/CwYSjJ+JFKD8SAaUF2bZbNtWuaUxMJnP4Jl9GQLm41eKIQYWgg588jpgyoZFGLBedH/K+7etWlnWF3jNzjJGZSZOAK8hjBdq9NoQNQngzM39SkSJhFGR7VqiTXc/xh5P+nxvT3br5PrjhSWonRf6RjnH2trFfOiiMF1x848oAAAAASUVORK5CYII="};

/***/ }

};
;