exports.id = 8526;
exports.ids = [8526];
exports.modules = {

/***/ 8526
(module, __unused_webpack_exports, __webpack_require__) {

module.exports = {"src":Object.assign(Object.create({toString(){return this.src;}}),{srcSet:__webpack_require__.p + "assets/ideal-img/ghostly.7607bb3.640.png"+" 640w",images:[{path:__webpack_require__.p + "assets/ideal-img/ghostly.7607bb3.640.png",width:640,height:320}],src:__webpack_require__.p + "assets/ideal-img/ghostly.7607bb3.640.png",placeholder: undefined,width:640,height:320}),"preSrc":"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAoAAAAFCAIAAADzBuo/AAAACXBIWXMAAAsTAAALEwEAmpwYAAAAhUlEQVR4nD2LQQ7CIBAA+b4XH2LiO9SzTWolhRoPbIGFViuIFtZYEydzmwwTwwmjgQAqKggAQf3sA4h7y2qs1vuVvEretMZYWihUiAgTMj6ct/UGR6eNtc6957lQyZSXbBk81UHv+K0holxy+W7/2zI5icofL4/OvzwmdAl11H3obTTdJD+r4orHfZWbCQAAAABJRU5ErkJggg=="};

/***/ }

};
;