exports.id = 3834;
exports.ids = [3834];
exports.modules = {

/***/ 93834
(module, __unused_webpack_exports, __webpack_require__) {

module.exports = {"src":Object.assign(Object.create({toString(){return this.src;}}),{srcSet:__webpack_require__.p + "assets/ideal-img/remirror.008ae6f.640.png"+" 640w",images:[{path:__webpack_require__.p + "assets/ideal-img/remirror.008ae6f.640.png",width:640,height:320}],src:__webpack_require__.p + "assets/ideal-img/remirror.008ae6f.640.png",placeholder: undefined,width:640,height:320}),"preSrc":"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAoAAAAFCAIAAADzBuo/AAAACXBIWXMAAAsTAAALEwEAmpwYAAAAiElEQVR4nFWLQQ7CIBAA+b8/8eIPjCf13KaJxoBtsAWhrcAiDS2ypokXk7nNDAFxeTsVjFx8P4MOL/HDSFCUjLw67TZNzSitOX+k9EFEzBkRox+IFTd62IIdIcC8pLyKjLhG0ffEObmHc8GrvtRtccz5/wbNGlUqxaDrTHuNfpisCuY5Oe31/QvwH4rjrE9zjwAAAABJRU5ErkJggg=="};

/***/ }

};
;