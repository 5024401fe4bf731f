exports.id = 2757;
exports.ids = [2757];
exports.modules = {

/***/ 62757
(module, __unused_webpack_exports, __webpack_require__) {

module.exports = {"src":Object.assign(Object.create({toString(){return this.src;}}),{srcSet:__webpack_require__.p + "assets/ideal-img/full-stack-chronicles.06902fd.640.png"+" 640w",images:[{path:__webpack_require__.p + "assets/ideal-img/full-stack-chronicles.06902fd.640.png",width:640,height:320}],src:__webpack_require__.p + "assets/ideal-img/full-stack-chronicles.06902fd.640.png",placeholder: undefined,width:640,height:320}),"preSrc":"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAoAAAAFCAIAAADzBuo/AAAACXBIWXMAAAsTAAALEwEAmpwYAAAAkElEQVR4nDXLSw6CMAAFwB7fC3gEL+DOrRt2ShQqmFTAH9AvatNSI30mJs5+yGlgyuu77W+2E0H1o2wdbx3vnGCvhlBVzpL5gZXZnmZZrrUBEGMEoIIhx6Fe5MvmUldFuUlTLgWAKU4AZDCk9Xwrk7XYrYR4Tx/8RPw3s2dqaPGs6aPjo5LBcK96J4XXlb1+ARVeiL4bbpimAAAAAElFTkSuQmCC"};

/***/ }

};
;