exports.id = 3089;
exports.ids = [3089];
exports.modules = {

/***/ 13089
(module, __unused_webpack_exports, __webpack_require__) {

module.exports = {"src":Object.assign(Object.create({toString(){return this.src;}}),{srcSet:__webpack_require__.p + "assets/ideal-img/unmand.9cd50df.640.png"+" 640w",images:[{path:__webpack_require__.p + "assets/ideal-img/unmand.9cd50df.640.png",width:640,height:320}],src:__webpack_require__.p + "assets/ideal-img/unmand.9cd50df.640.png",placeholder: undefined,width:640,height:320}),"preSrc":"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAoAAAAFCAIAAADzBuo/AAAACXBIWXMAAAsTAAALEwEAmpwYAAAAiElEQVR4nD3LWw7CIBBAUfbvrytwB+7CDdRHtCKWBgsD0wdQqYExamJyP+9h1+EC0aqg4YWwOBX1r0c09SRYZY+r3VrIO69vspE5ZyIqVIjIJmSngW/2Wxd77NGHUKgUKpk+EyTH4NnRWMHBRJvoC/8aEjLuRTueW1DaW1gcJNQzdNGY2XHfvAHngouIy03fTgAAAABJRU5ErkJggg=="};

/***/ }

};
;