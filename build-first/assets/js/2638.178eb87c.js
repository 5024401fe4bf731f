exports.id = 2638;
exports.ids = [2638];
exports.modules = {

/***/ 92638
(module, __unused_webpack_exports, __webpack_require__) {

module.exports = {"src":Object.assign(Object.create({toString(){return this.src;}}),{srcSet:__webpack_require__.p + "assets/ideal-img/fast.b76e8b9.640.png"+" 640w",images:[{path:__webpack_require__.p + "assets/ideal-img/fast.b76e8b9.640.png",width:640,height:320}],src:__webpack_require__.p + "assets/ideal-img/fast.b76e8b9.640.png",placeholder: undefined,width:640,height:320}),"preSrc":"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAoAAAAFCAIAAADzBuo/AAAACXBIWXMAAAsTAAALEwEAmpwYAAAAgElEQVR4nE2LwQrCMBAF8/n+iPgL3gTBWz3WQyWtFGOSJpu0uyVthCZiRfExvMswjAsHOCo3GXxKF34oH7gkVt7sZneqeCNEm79L6wNGVt1xu78aIKQ5pfxhWb3FyOSABR0u9hj8OeXlv37rWlGp2to8NHSAETB2fdA+mH5q9PgCFe6Lq5iTJskAAAAASUVORK5CYII="};

/***/ }

};
;