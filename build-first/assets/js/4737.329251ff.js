exports.id = 4737;
exports.ids = [4737];
exports.modules = {

/***/ 34737
(module, __unused_webpack_exports, __webpack_require__) {

module.exports = {"src":Object.assign(Object.create({toString(){return this.src;}}),{srcSet:__webpack_require__.p + "assets/ideal-img/kubevela.7b43430.640.png"+" 640w",images:[{path:__webpack_require__.p + "assets/ideal-img/kubevela.7b43430.640.png",width:640,height:320}],src:__webpack_require__.p + "assets/ideal-img/kubevela.7b43430.640.png",placeholder: undefined,width:640,height:320}),"preSrc":"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAoAAAAFCAIAAADzBuo/AAAACXBIWXMAAAsTAAALEwEAmpwYAAAAjElEQVR4nE3LvQ6DIBRAYZ6/Y9/Cl+jUOnRt0hrkpxgNghdM1IDEwG3cupzlyyFCeDev2gTwh/PHaKM2QZsw2sDlSt4NXK4PITvOacvaGCMillIQ0flEKFuqioHfYAtxTyWflDMiIrhEtFue+40Od/zUjWqnvxt8IkKtr7779npWWnRumIKFONqzUm0/gYSJkXhZewYAAAAASUVORK5CYII="};

/***/ }

};
;