exports.id = 1830;
exports.ids = [1830];
exports.modules = {

/***/ 11830
(module, __unused_webpack_exports, __webpack_require__) {

module.exports = {"src":Object.assign(Object.create({toString(){return this.src;}}),{srcSet:__webpack_require__.p + "assets/ideal-img/blogasaurus.ff0b7a0.640.png"+" 640w",images:[{path:__webpack_require__.p + "assets/ideal-img/blogasaurus.ff0b7a0.640.png",width:640,height:320}],src:__webpack_require__.p + "assets/ideal-img/blogasaurus.ff0b7a0.640.png",placeholder: undefined,width:640,height:320}),"preSrc":"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAoAAAAFCAIAAADzBuo/AAAACXBIWXMAAAsTAAALEwEAmpwYAAAAjklEQVR4nDXLuw6CMBSA4b7/4OYTuPkIhsXJydGo3KpNhV7OqRRKkVCK0ei/fvlJl2XeoKvkqHQAMwEOQvpaeqG6ghJzuhxW67LIz3lKGbsxFkJYvo1oSJsWdLPtwTbQ2qbpXR/neYnxw4DkqTGZp706JvUuxN/3Z0MsZXf+qHjJ+fUFOIIZlPZCe42Osjd1wIm/kTvX5wAAAABJRU5ErkJggg=="};

/***/ }

};
;