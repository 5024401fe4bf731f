exports.id = 5508;
exports.ids = [5508];
exports.modules = {

/***/ 55508
(module, __unused_webpack_exports, __webpack_require__) {

module.exports = {"src":Object.assign(Object.create({toString(){return this.src;}}),{srcSet:__webpack_require__.p + "assets/ideal-img/froggit.a204fba.640.png"+" 640w",images:[{path:__webpack_require__.p + "assets/ideal-img/froggit.a204fba.640.png",width:640,height:320}],src:__webpack_require__.p + "assets/ideal-img/froggit.a204fba.640.png",placeholder: undefined,width:640,height:320}),"preSrc":"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAoAAAAFCAIAAADzBuo/AAAACXBIWXMAAAsTAAALEwEAmpwYAAAAhUlEQVR4nCXNwQrCMBAE0Hy9f+JveJDePAiiFgKt6CFpm02smzbJQs1K4jAwh3cY0c3OxkWvwW3bRKRC0LVDCB16cbewa5qXVrJtwQAz55wzl1giIWfcX6TF1cAnplSY+VsZiISOeILDbTrG97lSyX8K9x6v7tmjGnA0KQHRWI9NiA+//ABJ1YxCk3WA8gAAAABJRU5ErkJggg=="};

/***/ }

};
;