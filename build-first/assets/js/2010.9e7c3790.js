exports.id = 2010;
exports.ids = [2010];
exports.modules = {

/***/ 72010
(module, __unused_webpack_exports, __webpack_require__) {

module.exports = {"src":Object.assign(Object.create({toString(){return this.src;}}),{srcSet:__webpack_require__.p + "assets/ideal-img/spicetify.13838fb.640.png"+" 640w",images:[{path:__webpack_require__.p + "assets/ideal-img/spicetify.13838fb.640.png",width:640,height:320}],src:__webpack_require__.p + "assets/ideal-img/spicetify.13838fb.640.png",placeholder: undefined,width:640,height:320}),"preSrc":"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAoAAAAFCAIAAADzBuo/AAAACXBIWXMAAAsTAAALEwEAmpwYAAAAhklEQVR4nDXLsQ7CIBCAYR7fwcdw8RXcHZxNGm0sXHSAwh1aaCDYwBlrTP7x/4S8eXrO2iSHb6JFm/TLjGmQUXQdbrZHqR4AUilVa2Xm1piZiYq49mG/G6x9OaRpCrW21nh9GLEIjeGUD328fBGv6q+RipAQz3cAQ94viAWpWJvHMTmXFcwfq7CKwAAkoY8AAAAASUVORK5CYII="};

/***/ }

};
;