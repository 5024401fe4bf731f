exports.id = 2078;
exports.ids = [2078];
exports.modules = {

/***/ 2078
(module, __unused_webpack_exports, __webpack_require__) {

module.exports = {"src":Object.assign(Object.create({toString(){return this.src;}}),{srcSet:__webpack_require__.p + "assets/ideal-img/ai-speaker.ad31344.640.png"+" 640w",images:[{path:__webpack_require__.p + "assets/ideal-img/ai-speaker.ad31344.640.png",width:640,height:320}],src:__webpack_require__.p + "assets/ideal-img/ai-speaker.ad31344.640.png",placeholder: undefined,width:640,height:320}),"preSrc":"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAoAAAAFCAIAAADzBuo/AAAACXBIWXMAAAsTAAALEwEAmpwYAAAAiUlEQVR4nB3LTQ7CIBAFYM7vOVx6ApcmxhOYSP0ptgsqDIUCGTpRGYNv85L35Qlzm6PPXmM0hO4TDXmNXmOY0NyTGM+w2xyfalSDkp20YJm51srM2ZGYZDxtHwGStRD8sq7U+MuNgcQM8VD2Xbq0ldup5d+NTZ+ug9KTw/mdgBLQYkp4YbTF9vkH77SLkgvoiqcAAAAASUVORK5CYII="};

/***/ }

};
;