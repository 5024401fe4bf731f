exports.id = 2192;
exports.ids = [2192];
exports.modules = {

/***/ 12192
(module, __unused_webpack_exports, __webpack_require__) {

module.exports = {"src":Object.assign(Object.create({toString(){return this.src;}}),{srcSet:__webpack_require__.p + "assets/ideal-img/spotifyapi-net.a75ae2e.640.png"+" 640w",images:[{path:__webpack_require__.p + "assets/ideal-img/spotifyapi-net.a75ae2e.640.png",width:640,height:320}],src:__webpack_require__.p + "assets/ideal-img/spotifyapi-net.a75ae2e.640.png",placeholder: undefined,width:640,height:320}),"preSrc":"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAoAAAAFCAIAAADzBuo/AAAACXBIWXMAAAsTAAALEwEAmpwYAAAAjUlEQVR4nB2OQQ7CIBQFOb/HcOclXGi9gS4qVIok0BaK9PPBtI1g2reZxWSSRwbqwOFHJd8ltGsaV7SL12nqUt8EIh/2dLgJLlnzpIxSRlvRln3BzkTVUB2Zs8FA7IcRphBjyr9dm5k4A5flXKuq3K8Z3Z7lkjegncnAgb2Fljq+NHYYxsX32w8wX8PxD4Agie/9WE9iAAAAAElFTkSuQmCC"};

/***/ }

};
;