exports.id = 1294;
exports.ids = [1294];
exports.modules = {

/***/ 38913
(module, __unused_webpack_exports, __webpack_require__) {

module.exports = {"src":Object.assign(Object.create({toString(){return this.src;}}),{srcSet:__webpack_require__.p + "assets/ideal-img/reddit-image-fetcher.7d82e4d.640.png"+" 640w",images:[{path:__webpack_require__.p + "assets/ideal-img/reddit-image-fetcher.7d82e4d.640.png",width:640,height:320}],src:__webpack_require__.p + "assets/ideal-img/reddit-image-fetcher.7d82e4d.640.png",placeholder: undefined,width:640,height:320}),"preSrc":"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAoAAAAFCAIAAADzBuo/AAAACXBIWXMAAAsTAAALEwEAmpwYAAAAiElEQVR4nE2LTQ6CMBBGe/+FN9AbeBDXxkSlUgT/YGbagdKGQdMaXPnlLd5bfMoXJlobnzC1NCO/kWfkDy3iL42yh2K3Wl/L6qR1XTe6LOvmdi70C0CIFR/NfrN1HXYAfvA992EMfvCTiKBTQpxzTiml/LdfLe9QPSZwgk6IBRdiR6GlCHY09y94worBg4Vr8AAAAABJRU5ErkJggg=="};

/***/ }

};
;