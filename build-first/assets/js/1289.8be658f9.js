exports.id = 1289;
exports.ids = [1289];
exports.modules = {

/***/ 1289
(module, __unused_webpack_exports, __webpack_require__) {

module.exports = {"src":Object.assign(Object.create({toString(){return this.src;}}),{srcSet:__webpack_require__.p + "assets/ideal-img/react-native-aria.7c7f1da.640.png"+" 640w",images:[{path:__webpack_require__.p + "assets/ideal-img/react-native-aria.7c7f1da.640.png",width:640,height:320}],src:__webpack_require__.p + "assets/ideal-img/react-native-aria.7c7f1da.640.png",placeholder: undefined,width:640,height:320}),"preSrc":"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAoAAAAFCAIAAADzBuo/AAAACXBIWXMAAAsTAAALEwEAmpwYAAAAiUlEQVR4nB2LSw7CMAwFc36OwgFYsaYHgAUfNR8WtA1xipPYqK2IUfs2M9LoqeyvVAJjz9jRp5uLXzjMHDj1ObQqvi7NYWed1sa12lj3NHYVEZkIFA6P9rTHESBGgAAAiEhUthxUKv1xbG7pLiK/WmuVbSvWdwbt/BnQLjxOBBMBJ89p+OZ3ieYPkFmKiYP/DRIAAAAASUVORK5CYII="};

/***/ }

};
;