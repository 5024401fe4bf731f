exports.id = 4378;
exports.ids = [4378];
exports.modules = {

/***/ 14378
(module, __unused_webpack_exports, __webpack_require__) {

module.exports = {"src":Object.assign(Object.create({toString(){return this.src;}}),{srcSet:__webpack_require__.p + "assets/ideal-img/enarx.ea87b8c.640.png"+" 640w",images:[{path:__webpack_require__.p + "assets/ideal-img/enarx.ea87b8c.640.png",width:640,height:320}],src:__webpack_require__.p + "assets/ideal-img/enarx.ea87b8c.640.png",placeholder: undefined,width:640,height:320}),"preSrc":"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAoAAAAFCAIAAADzBuo/AAAACXBIWXMAAAsTAAALEwEAmpwYAAAAf0lEQVR4nE3LywrCMBCF4Ty+r9J30KXgXgQvhLbB0rRO02SmpoQyGWkR9PAvz6eoub4RZt8tE8Sx/eUtWa1cfTkWO2PKyjyZWb7LIpJoUNg89L4IDnwIwiw5b62/hKAQ20M43fC+kRX9aVDU69qeB1ct5BJBIph9H0cbw2vqyg876IxLNSVJ1wAAAABJRU5ErkJggg=="};

/***/ }

};
;