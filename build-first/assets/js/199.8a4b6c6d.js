exports.id = 199;
exports.ids = [199];
exports.modules = {

/***/ 10199
(module, __unused_webpack_exports, __webpack_require__) {

module.exports = {"src":Object.assign(Object.create({toString(){return this.src;}}),{srcSet:__webpack_require__.p + "assets/ideal-img/stackql-provider-registry.625f3fb.640.png"+" 640w",images:[{path:__webpack_require__.p + "assets/ideal-img/stackql-provider-registry.625f3fb.640.png",width:640,height:320}],src:__webpack_require__.p + "assets/ideal-img/stackql-provider-registry.625f3fb.640.png",placeholder: undefined,width:640,height:320}),"preSrc":"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAoAAAAFCAIAAADzBuo/AAAACXBIWXMAAAsTAAALEwEAmpwYAAAAlElEQVR4nBXJSw6CMBQAwN7fa3gCD+CCRBeCITHB0PCzIAj9ILSFtqI8w2Y2g2Tymt5SN4Nppe3UJt2c21FlHInoed4d8D32wyDG8YOQJEu54ABguUYjpvn+muPCD26kapx1ZjaL+wCAYxNSvD9aL+pPSlzq0Pt9FwCAdd1aTEgVnJQZq0vdVENKLNOGqrmThild9H8FJYhmZXUNTAAAAABJRU5ErkJggg=="};

/***/ }

};
;