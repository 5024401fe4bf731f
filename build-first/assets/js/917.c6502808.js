exports.id = 917;
exports.ids = [917];
exports.modules = {

/***/ 40917
(module, __unused_webpack_exports, __webpack_require__) {

module.exports = {"src":Object.assign(Object.create({toString(){return this.src;}}),{srcSet:__webpack_require__.p + "assets/ideal-img/geekyweb.726f137.640.png"+" 640w",images:[{path:__webpack_require__.p + "assets/ideal-img/geekyweb.726f137.640.png",width:640,height:320}],src:__webpack_require__.p + "assets/ideal-img/geekyweb.726f137.640.png",placeholder: undefined,width:640,height:320}),"preSrc":"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAoAAAAFCAIAAADzBuo/AAAACXBIWXMAAAsTAAALEwEAmpwYAAAAi0lEQVR4nC3JTQ6CMBBA4Z7fo3gF49aNcaEJCVEpyoK/dgp06NQh2jEYVy95n9LgYMZ6Cj2xW949cY2hQWqRigFV1tnN/qCrqrzrPM+NMSKSUhIRiKyu4Lcn7TzC6IyFFy8i8llVbGTVBH8cdpfH2d9Ckt+Wf1bWI2buqcG0lmxkG7kP1M1kQiyn+Qv6+IuHzOrFLgAAAABJRU5ErkJggg=="};

/***/ }

};
;