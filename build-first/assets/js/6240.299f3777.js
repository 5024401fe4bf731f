exports.id = 6240;
exports.ids = [6240];
exports.modules = {

/***/ 56240
(module, __unused_webpack_exports, __webpack_require__) {

module.exports = {"src":Object.assign(Object.create({toString(){return this.src;}}),{srcSet:__webpack_require__.p + "assets/ideal-img/plausible-analytics.9420e8d.640.png"+" 640w",images:[{path:__webpack_require__.p + "assets/ideal-img/plausible-analytics.9420e8d.640.png",width:640,height:320}],src:__webpack_require__.p + "assets/ideal-img/plausible-analytics.9420e8d.640.png",placeholder: undefined,width:640,height:320}),"preSrc":"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAoAAAAFCAIAAADzBuo/AAAACXBIWXMAAAsTAAALEwEAmpwYAAAAjUlEQVR4nC3JTQ6CMBBA4d4/xiu49xCujBsXLowsoE4BUYvOgJ3+kEqkhuhbveQTLHPfYbjrEWmk7o00D9KgW3sG0WXZbrG8lGWhoJCybhoJAEqllCKR4FwWq7XB/mW8Yxu8Z8OO7cxIglFv4v6IW9cfpvRJv6bpz1ZBVZ/wmvsbRMSIFNpH0O3wRKeqLzAaiQ4vz/h/AAAAAElFTkSuQmCC"};

/***/ }

};
;