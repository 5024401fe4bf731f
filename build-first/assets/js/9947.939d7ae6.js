exports.id = 9947;
exports.ids = [9947];
exports.modules = {

/***/ 79947
(module, __unused_webpack_exports, __webpack_require__) {

module.exports = {"src":Object.assign(Object.create({toString(){return this.src;}}),{srcSet:__webpack_require__.p + "assets/ideal-img/meli.e722bd3.640.png"+" 640w",images:[{path:__webpack_require__.p + "assets/ideal-img/meli.e722bd3.640.png",width:640,height:320}],src:__webpack_require__.p + "assets/ideal-img/meli.e722bd3.640.png",placeholder: undefined,width:640,height:320}),"preSrc":"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAoAAAAFCAIAAADzBuo/AAAACXBIWXMAAAsTAAALEwEAmpwYAAAAeUlEQVR4nE2OwQ6CMBBE9/9PfIi/4JmYeNMDklTg1KZskWXL4mq0hHqQyTvN5CUDTNUsXsSpehG7wzEbCOF6OhdNZ6z16Z9vSkk1wDTW9+pAIxJRbn988ozAT3f05W2qs7JJOxuBo+kel2Fu369BFVVxWbYrIn2MzQqbmI1mKrvvMAAAAABJRU5ErkJggg=="};

/***/ }

};
;