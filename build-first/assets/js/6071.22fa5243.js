exports.id = 6071;
exports.ids = [6071];
exports.modules = {

/***/ 16071
(module, __unused_webpack_exports, __webpack_require__) {

module.exports = {"src":Object.assign(Object.create({toString(){return this.src;}}),{srcSet:__webpack_require__.p + "assets/ideal-img/brainboard-ide.fa30e32.640.png"+" 640w",images:[{path:__webpack_require__.p + "assets/ideal-img/brainboard-ide.fa30e32.640.png",width:640,height:320}],src:__webpack_require__.p + "assets/ideal-img/brainboard-ide.fa30e32.640.png",placeholder: undefined,width:640,height:320}),"preSrc":"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAoAAAAFCAIAAADzBuo/AAAACXBIWXMAAAsTAAALEwEAmpwYAAAAi0lEQVR4nB2LQQ6DIBAA+f+hL+it936jh95NTAWqhtjCLlBFFFvYRi+TzCTDxBPRh0HHl1nR/8Bt4LZDI28nVj3gdL5x0UnJOW/aruVC5FyICFxitRwv1wb9hN4C2DDHEOaciYiMTQzsp3zvptbRpr3tG5WD6BKT/agGpbpR6xV9Apc0LG+IBhfZhz+E44p/68Rb4wAAAABJRU5ErkJggg=="};

/***/ }

};
;