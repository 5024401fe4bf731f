exports.id = 3585;
exports.ids = [3585];
exports.modules = {

/***/ 23585
(module, __unused_webpack_exports, __webpack_require__) {

module.exports = {"src":Object.assign(Object.create({toString(){return this.src;}}),{srcSet:__webpack_require__.p + "assets/ideal-img/kube-green.68d1b36.640.png"+" 640w",images:[{path:__webpack_require__.p + "assets/ideal-img/kube-green.68d1b36.640.png",width:640,height:320}],src:__webpack_require__.p + "assets/ideal-img/kube-green.68d1b36.640.png",placeholder: undefined,width:640,height:320}),"preSrc":"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAoAAAAFCAIAAADzBuo/AAAACXBIWXMAAAsTAAALEwEAmpwYAAAAhklEQVR4nFWLwQoCIRRF/fx+pS9o1a4gCNpUUIE4w8A4+Zynoz4do8bIXZezOofLHNyIgCaZSb3T+CKITlYGP3KG8rrfrLpOiKYVoun7ofy2lFJyHJlTD35YezuhCcbgPKfaPjVr5oLc2uNZ7QKelmr/3h55qy9g7tHyTJBJJ6+ie0YPAcUX+QeLWElT8WkAAAAASUVORK5CYII="};

/***/ }

};
;