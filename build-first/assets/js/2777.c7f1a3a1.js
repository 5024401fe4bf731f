exports.id = 2777;
exports.ids = [2777];
exports.modules = {

/***/ 92777
(module, __unused_webpack_exports, __webpack_require__) {

module.exports = {"src":Object.assign(Object.create({toString(){return this.src;}}),{srcSet:__webpack_require__.p + "assets/ideal-img/boxyhq.1f2efc0.640.png"+" 640w",images:[{path:__webpack_require__.p + "assets/ideal-img/boxyhq.1f2efc0.640.png",width:640,height:320}],src:__webpack_require__.p + "assets/ideal-img/boxyhq.1f2efc0.640.png",placeholder: undefined,width:640,height:320}),"preSrc":"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAoAAAAFCAIAAADzBuo/AAAACXBIWXMAAAsTAAALEwEAmpwYAAAAg0lEQVR4nC2L3wrCIByFfX/oLbrrDbqN2BN00bI5pKHOf3M/p9hIQ+twOBz4+JDAxhmwLHq9g3xbFn5deOBPQPSmToduJBQP+DVNpSXnuqATYv16PQ5WrlIqD1sFueRPwyoho9ZLPPdwr1JpVnt/LAg86Mi43vQOKoFObo6LCE7GmfgvEQ6L6VfAymIAAAAASUVORK5CYII="};

/***/ }

};
;