exports.id = 6001;
exports.ids = [6001];
exports.modules = {

/***/ 46001
(module, __unused_webpack_exports, __webpack_require__) {

module.exports = {"src":Object.assign(Object.create({toString(){return this.src;}}),{srcSet:__webpack_require__.p + "assets/ideal-img/raspisuite.3d79db9.640.png"+" 640w",images:[{path:__webpack_require__.p + "assets/ideal-img/raspisuite.3d79db9.640.png",width:640,height:320}],src:__webpack_require__.p + "assets/ideal-img/raspisuite.3d79db9.640.png",placeholder: undefined,width:640,height:320}),"preSrc":"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAoAAAAFCAIAAADzBuo/AAAACXBIWXMAAAsTAAALEwEAmpwYAAAAiElEQVR4nCWLWw7CIBAAuX+8hEfwCv7oBUzsQxtjanFZKix0KY12DTof8zMZBf5MCR3ruAC/bcjgeHA8eNYmXFRvT7vj5nbvmuZa160xKCLruopIzFZpX+2rrSNvcHT+Nee5ZPn8MioiO7UywmHJIIXy/V1uDJ2BfqQ6pEfMNmakBJ6fxAZj9wUGH4vnijMJJwAAAABJRU5ErkJggg=="};

/***/ }

};
;