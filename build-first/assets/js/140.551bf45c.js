exports.id = 140;
exports.ids = [140];
exports.modules = {

/***/ 70140
(module, __unused_webpack_exports, __webpack_require__) {

module.exports = {"src":Object.assign(Object.create({toString(){return this.src;}}),{srcSet:__webpack_require__.p + "assets/ideal-img/k3ai.956167d.640.png"+" 640w",images:[{path:__webpack_require__.p + "assets/ideal-img/k3ai.956167d.640.png",width:640,height:320}],src:__webpack_require__.p + "assets/ideal-img/k3ai.956167d.640.png",placeholder: undefined,width:640,height:320}),"preSrc":"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAoAAAAFCAIAAADzBuo/AAAACXBIWXMAAAsTAAALEwEAmpwYAAAAgUlEQVR4nEWLywrCMBQF8/3+iX5HBcGFm4qKDQVFY28acvMwMYo5oot6mNUMRxDvXSb3oPDUNqkJTrchSHE228Vq1p+kuir8VwHEYoRyx+Vuzp5zfgG1fkMF3gBCGYXJqtHrlpq73dSfnd6hGEFRdra9+AMHGcsYi3GJOA0+ax37DzuZjAlIgy/JAAAAAElFTkSuQmCC"};

/***/ }

};
;