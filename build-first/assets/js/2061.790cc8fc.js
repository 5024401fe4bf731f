exports.id = 2061;
exports.ids = [2061];
exports.modules = {

/***/ 82061
(module, __unused_webpack_exports, __webpack_require__) {

module.exports = {"src":Object.assign(Object.create({toString(){return this.src;}}),{srcSet:__webpack_require__.p + "assets/ideal-img/intelagent-billing.9f10819.640.png"+" 640w",images:[{path:__webpack_require__.p + "assets/ideal-img/intelagent-billing.9f10819.640.png",width:640,height:320}],src:__webpack_require__.p + "assets/ideal-img/intelagent-billing.9f10819.640.png",placeholder: undefined,width:640,height:320}),"preSrc":"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAoAAAAFCAIAAADzBuo/AAAACXBIWXMAAAsTAAALEwEAmpwYAAAAj0lEQVR4nCWLSw6CMBgGe3VP4sIruHZh3OpGQgoEkdDIoy2l3982AQk1xFlNMhkGwQNpr9oFciX9hVpJL5Bh7OlTsrFKrseDaGpeFDzLX9U7TXkjRIxxhmZo8vx8gpm0IcB65wggYM9WMdj24u5PefPmscUt/tl22W/qyrpN1JB5Vc5WzlYFM4SxD5N0XfUDUGWJfem0iS8AAAAASUVORK5CYII="};

/***/ }

};
;