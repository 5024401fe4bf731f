exports.id = 4664;
exports.ids = [4664];
exports.modules = {

/***/ 64664
(module, __unused_webpack_exports, __webpack_require__) {

module.exports = {"src":Object.assign(Object.create({toString(){return this.src;}}),{srcSet:__webpack_require__.p + "assets/ideal-img/fenghua-frontend-developer.9980238.640.png"+" 640w",images:[{path:__webpack_require__.p + "assets/ideal-img/fenghua-frontend-developer.9980238.640.png",width:640,height:320}],src:__webpack_require__.p + "assets/ideal-img/fenghua-frontend-developer.9980238.640.png",placeholder: undefined,width:640,height:320}),"preSrc":"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAoAAAAFCAIAAADzBuo/AAAACXBIWXMAAAsTAAALEwEAmpwYAAAAkElEQVR4nB2LQQ6CMBAA+31fYXyEF+8eTSrIgQAtiMRSyhYKtEs0rMHLzGEybMqqBax/91/jPsZha1Hb0IJXMBUNg0RcD6c8zW+cx0kiyjIX4lnXRLT2jrm0FsdzVRT3RxzxqNPdiisG3LMZmTXjZZtFBkEHIqJtB227/rdU5Uv1Ui8NoBnQjF5b30LohlmqH/8EiOpts0+IAAAAAElFTkSuQmCC"};

/***/ }

};
;