exports.id = 5918;
exports.ids = [5918];
exports.modules = {

/***/ 95918
(module, __unused_webpack_exports, __webpack_require__) {

module.exports = {"src":Object.assign(Object.create({toString(){return this.src;}}),{srcSet:__webpack_require__.p + "assets/ideal-img/react-native-render-html.a459a01.640.png"+" 640w",images:[{path:__webpack_require__.p + "assets/ideal-img/react-native-render-html.a459a01.640.png",width:640,height:320}],src:__webpack_require__.p + "assets/ideal-img/react-native-render-html.a459a01.640.png",placeholder: undefined,width:640,height:320}),"preSrc":"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAoAAAAFCAIAAADzBuo/AAAACXBIWXMAAAsTAAALEwEAmpwYAAAAjklEQVR4nC3B0Q6CIBQAUP6/T+m9D+jNJ7fUYk0l1haSoHivXqBJ9NI5zC4caXSbWkiBHzBo9MMaNYa3wZYpW5+Kw5U3ZVl1vRBCSvnk/O5mCPvMRncvb8eH7C5NBQAh+BgD+S3tiT6GzV6dbVHJBlq/p5T/vjlniobZte9d/Zo6ZzVFu0WDpIE0+nFaxQ8vMolbnIdyOAAAAABJRU5ErkJggg=="};

/***/ }

};
;