exports.id = 6824;
exports.ids = [6824];
exports.modules = {

/***/ 66824
(module, __unused_webpack_exports, __webpack_require__) {

module.exports = {"src":Object.assign(Object.create({toString(){return this.src;}}),{srcSet:__webpack_require__.p + "assets/ideal-img/blog-matheus-brunelli.18be16c.640.png"+" 640w",images:[{path:__webpack_require__.p + "assets/ideal-img/blog-matheus-brunelli.18be16c.640.png",width:640,height:320}],src:__webpack_require__.p + "assets/ideal-img/blog-matheus-brunelli.18be16c.640.png",placeholder: undefined,width:640,height:320}),"preSrc":"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAoAAAAFCAIAAADzBuo/AAAACXBIWXMAAAsTAAALEwEAmpwYAAAAkUlEQVR4nC3LSw6CMBRA0e5/4AqcugcdMiFOTLRBSCw0lZ+2fa8UQlpABePnTk8u6RjvDfa1cjftlRkUeomu1u4OXVYQc2b71TqO4gOlpyhiWdZYu3wb0ZL2cuWbXcF4cqQpSwc/PKZpmecPQ0NaUIEPA6RbhPH1/H1/Rks6UeZ5UpYir6SHZgTrpXESnTa9qN4AiYiXHQVuAAAAAABJRU5ErkJggg=="};

/***/ }

};
;