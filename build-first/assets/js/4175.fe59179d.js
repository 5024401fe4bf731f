exports.id = 4175;
exports.ids = [4175];
exports.modules = {

/***/ 84175
(module, __unused_webpack_exports, __webpack_require__) {

module.exports = {"src":Object.assign(Object.create({toString(){return this.src;}}),{srcSet:__webpack_require__.p + "assets/ideal-img/smash-gg.47aeb14.640.png"+" 640w",images:[{path:__webpack_require__.p + "assets/ideal-img/smash-gg.47aeb14.640.png",width:640,height:320}],src:__webpack_require__.p + "assets/ideal-img/smash-gg.47aeb14.640.png",placeholder: undefined,width:640,height:320}),"preSrc":"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAoAAAAFCAIAAADzBuo/AAAACXBIWXMAAAsTAAALEwEAmpwYAAAAiUlEQVR4nD2Luw6CMBRA+/d+hbuzH+BknIwTCwakKAi1r0ufNoZeUwdPznZyiLnXfhGeT0HMHxBvxYKYinK2Q0tUU522m+FBb5R2fW+dQ8ScMyImkMTQa7PfGQ2weMZYjLHkdf1lQYyeDv5c8aNTl4xlKvxvO7b9WHFWB94mEAlkVK8gWdTcPbsvtTWKkorYI00AAAAASUVORK5CYII="};

/***/ }

};
;