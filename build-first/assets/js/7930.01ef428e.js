exports.id = 7930;
exports.ids = [7930];
exports.modules = {

/***/ 67930
(module, __unused_webpack_exports, __webpack_require__) {

module.exports = {"src":Object.assign(Object.create({toString(){return this.src;}}),{srcSet:__webpack_require__.p + "assets/ideal-img/metalyoung-blog.db85531.640.png"+" 640w",images:[{path:__webpack_require__.p + "assets/ideal-img/metalyoung-blog.db85531.640.png",width:640,height:320}],src:__webpack_require__.p + "assets/ideal-img/metalyoung-blog.db85531.640.png",placeholder: undefined,width:640,height:320}),"preSrc":"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAoAAAAFCAIAAADzBuo/AAAACXBIWXMAAAsTAAALEwEAmpwYAAAAiUlEQVR4nC3GsQ6CMBAA0P7/5If4ES5ODg4mGqtAaKKCPehB27seJJ6DvumZGt9A8zNHLwxrgaUMq/QldxSrGMx56DaHXe3c3d5c69qmtVcbMKgqFDIWYXs5AmLvfUCcY8RpImZV9ULmUfI+jGFdVPWjf78MwqZKeEJ4cR6FQQiEekodRc+5SfgF34WLqJw5dtoAAAAASUVORK5CYII="};

/***/ }

};
;