exports.id = 2145;
exports.ids = [2145];
exports.modules = {

/***/ 32145
(module, __unused_webpack_exports, __webpack_require__) {

module.exports = {"src":Object.assign(Object.create({toString(){return this.src;}}),{srcSet:__webpack_require__.p + "assets/ideal-img/nextauth-js.a504a6c.640.png"+" 640w",images:[{path:__webpack_require__.p + "assets/ideal-img/nextauth-js.a504a6c.640.png",width:640,height:320}],src:__webpack_require__.p + "assets/ideal-img/nextauth-js.a504a6c.640.png",placeholder: undefined,width:640,height:320}),"preSrc":"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAoAAAAFCAIAAADzBuo/AAAACXBIWXMAAAsTAAALEwEAmpwYAAAAhklEQVR4nC2LSw6CMBQAuX9ceA4XnkPDTiFGoK26eY/+A/U11dAalVlNMpmK+auOCghlUuZt1UsDIRAijWzmVWvazXHLH4J1YugZAOacyw+dTNX5YXfZ29m5yTnvAz1zyUtZ1gwRa3s43c5TT7ms31++mQXR+IY5jlbqZHQyY1RIUpEW4f4Bf+WKDbmx4TIAAAAASUVORK5CYII="};

/***/ }

};
;