exports.id = 2775;
exports.ids = [2775];
exports.modules = {

/***/ 82775
(module, __unused_webpack_exports, __webpack_require__) {

module.exports = {"src":Object.assign(Object.create({toString(){return this.src;}}),{srcSet:__webpack_require__.p + "assets/ideal-img/pnpm.c3d1ba2.640.png"+" 640w",images:[{path:__webpack_require__.p + "assets/ideal-img/pnpm.c3d1ba2.640.png",width:640,height:320}],src:__webpack_require__.p + "assets/ideal-img/pnpm.c3d1ba2.640.png",placeholder: undefined,width:640,height:320}),"preSrc":"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAoAAAAFCAIAAADzBuo/AAAACXBIWXMAAAsTAAALEwEAmpwYAAAAgklEQVR4nEWLSw6CMBRFu/+wB5fgDkh0wMC5E8QUbbViH83r1xRpMcVEb07u6BxiT3evtBf4Bh8E/nloe5ZEHVlTbfmFdz1NKS3f5XJxdMS0Q7tpLKBGTPO85FxYtQiOGFC7aV/fDlSZkuU1/NWWyivrOGMocFI+ju71NGHQQRpH4QMs2ovl4k3qowAAAABJRU5ErkJggg=="};

/***/ }

};
;