exports.id = 3966;
exports.ids = [3966];
exports.modules = {

/***/ 63966
(module, __unused_webpack_exports, __webpack_require__) {

module.exports = {"src":Object.assign(Object.create({toString(){return this.src;}}),{srcSet:__webpack_require__.p + "assets/ideal-img/seaorm-an-async-dynamic-orm-for-rust.c39fee8.640.png"+" 640w",images:[{path:__webpack_require__.p + "assets/ideal-img/seaorm-an-async-dynamic-orm-for-rust.c39fee8.640.png",width:640,height:320}],src:__webpack_require__.p + "assets/ideal-img/seaorm-an-async-dynamic-orm-for-rust.c39fee8.640.png",placeholder: undefined,width:640,height:320}),"preSrc":"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAoAAAAFCAIAAADzBuo/AAAACXBIWXMAAAsTAAALEwEAmpwYAAAAk0lEQVR4nB3OSw6CMBRA0W7frbgI40RjJNFJf3xKEVHAWn3YllJJwOCdnOlFEtTLm7q3KvjWO/Ud9Bj0GJ7BC9MhotvVYcNFdooigrHMJcWEYHIvr8r3KIb3mrGkKM8sEZeSck4ojdNUZKJxFjUejnqbVLuZ7icH89I0/dFhQLkFDEUBN60qZbvlwJnamUdvpf38AJ+5hzNqNdEjAAAAAElFTkSuQmCC"};

/***/ }

};
;