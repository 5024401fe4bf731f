exports.id = 7440;
exports.ids = [7440];
exports.modules = {

/***/ 47440
(module, __unused_webpack_exports, __webpack_require__) {

module.exports = {"src":Object.assign(Object.create({toString(){return this.src;}}),{srcSet:__webpack_require__.p + "assets/ideal-img/iota-wiki.16f4fb6.640.png"+" 640w",images:[{path:__webpack_require__.p + "assets/ideal-img/iota-wiki.16f4fb6.640.png",width:640,height:320}],src:__webpack_require__.p + "assets/ideal-img/iota-wiki.16f4fb6.640.png",placeholder: undefined,width:640,height:320}),"preSrc":"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAoAAAAFCAIAAADzBuo/AAAACXBIWXMAAAsTAAALEwEAmpwYAAAAkklEQVR4nB3LTQ6CMBBA4d7dA3gEEy9h4tqVS6NRkJ+aRilthxaEKQ3QMbh9Xx7jT2vtoCoPKjiYtfSqQlWhlsjzL0tvZrs5ZTkvXvk9eaD3RBRjJCILgWVpu99dHaDvxrbtpmmmSMtCRNSYwKAeSLvL53yUhyXOa17vP0NgouhN4Uohk7cAM1oIRqGuEbQXZf8DmNyKTjpnj7kAAAAASUVORK5CYII="};

/***/ }

};
;