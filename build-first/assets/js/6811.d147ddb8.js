exports.id = 6811;
exports.ids = [6811];
exports.modules = {

/***/ 56811
(module, __unused_webpack_exports, __webpack_require__) {

module.exports = {"src":Object.assign(Object.create({toString(){return this.src;}}),{srcSet:__webpack_require__.p + "assets/ideal-img/redis-labs-developer-site.aa20b2d.640.png"+" 640w",images:[{path:__webpack_require__.p + "assets/ideal-img/redis-labs-developer-site.aa20b2d.640.png",width:640,height:320}],src:__webpack_require__.p + "assets/ideal-img/redis-labs-developer-site.aa20b2d.640.png",placeholder: undefined,width:640,height:320}),"preSrc":"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAoAAAAFCAIAAADzBuo/AAAACXBIWXMAAAsTAAALEwEAmpwYAAAAkUlEQVR4nB3BSw7CIBQAQO6/8BZeo3HhwoUbPzRt0hZLCqGIpfD416iJM0h3Ghaw3BvmLPd+jn6OQWYvk+4ASayq3Qnf61t9nRjrh36kY9M2XPD0Kmhpbb0nfTMOZCrvEkrO2+ZdKFtJKiOj7CFVeDladZ4uImL2Efr7F1VGKwFCqWAc+Lw+nCMGqAEZ/DMY4n4chIiLR2TyGAAAAABJRU5ErkJggg=="};

/***/ }

};
;