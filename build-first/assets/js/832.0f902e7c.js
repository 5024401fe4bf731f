exports.id = 832;
exports.ids = [832];
exports.modules = {

/***/ 40832
(module, __unused_webpack_exports, __webpack_require__) {

module.exports = {"src":Object.assign(Object.create({toString(){return this.src;}}),{srcSet:__webpack_require__.p + "assets/ideal-img/vue-nodegui.495b5fc.640.png"+" 640w",images:[{path:__webpack_require__.p + "assets/ideal-img/vue-nodegui.495b5fc.640.png",width:640,height:320}],src:__webpack_require__.p + "assets/ideal-img/vue-nodegui.495b5fc.640.png",placeholder: undefined,width:640,height:320}),"preSrc":"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAoAAAAFCAIAAADzBuo/AAAACXBIWXMAAAsTAAALEwEAmpwYAAAAi0lEQVR4nB2Lyw6DIBBF+fz+Rnf9iG6buDdpIj6jUbEyDggFaQjT6F2dnJPLZlVoL1c747GYCCbC5gW4aXNiMjVrIL9nt37su24oq7rklXeeru0B2KD58/1QO0oAVGisiTEmSkSkg2TyEK8143tBRCmd9oQrn+/ZNhzz8dvZH+ogdZDoP5tblJPCtn+494r2692B+gAAAABJRU5ErkJggg=="};

/***/ }

};
;