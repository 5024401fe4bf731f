exports.id = 6594;
exports.ids = [6594];
exports.modules = {

/***/ 96594
(module, __unused_webpack_exports, __webpack_require__) {

module.exports = {"src":Object.assign(Object.create({toString(){return this.src;}}),{srcSet:__webpack_require__.p + "assets/ideal-img/indent.f6e0f6f.640.png"+" 640w",images:[{path:__webpack_require__.p + "assets/ideal-img/indent.f6e0f6f.640.png",width:640,height:320}],src:__webpack_require__.p + "assets/ideal-img/indent.f6e0f6f.640.png",placeholder: undefined,width:640,height:320}),"preSrc":"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAoAAAAFCAIAAADzBuo/AAAACXBIWXMAAAsTAAALEwEAmpwYAAAAg0lEQVR4nD2LWwrCMBAAc3WP4a8H8BaeQMFWqaXSh0k2SZcuSZOSrtiCw/wNIzosMBjwEhewswQ/7Br/aadKvOzteDm82+ZZVkTEGyuvzIzRiAYf5+vJkXHo0pL2ljkz8xhBjHOfp1LfdbC/tm3/G8RAlcRCQWdJYQKMYIMyXrqge6q/DpiL9uwGWNgAAAAASUVORK5CYII="};

/***/ }

};
;