exports.id = 1642;
exports.ids = [1642];
exports.modules = {

/***/ 91642
(module, __unused_webpack_exports, __webpack_require__) {

module.exports = {"src":Object.assign(Object.create({toString(){return this.src;}}),{srcSet:__webpack_require__.p + "assets/ideal-img/hasura.cfa73f8.640.png"+" 640w",images:[{path:__webpack_require__.p + "assets/ideal-img/hasura.cfa73f8.640.png",width:640,height:320}],src:__webpack_require__.p + "assets/ideal-img/hasura.cfa73f8.640.png",placeholder: undefined,width:640,height:320}),"preSrc":"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAoAAAAFCAIAAADzBuo/AAAACXBIWXMAAAsTAAALEwEAmpwYAAAAj0lEQVR4nCWJ3QqCMBhA9/70Gr1CQXTXTXQRdJFgpObyZ9Ovzbm5zcR9YcKBA+cQeMpemJ55B5PmXtV2pWcWEk2qO+w2Z5oXcRJ3SiJiCDMGRET7GUnzUKdtZIQb9Xea5iUHxL8tjGTgAzbyVl4OfK/0tYqOkibLXLdMjU67+s1eBe0YF1kpctCtN60TmfkBAYqKoMH50GQAAAAASUVORK5CYII="};

/***/ }

};
;