exports.id = 1106;
exports.ids = [1106];
exports.modules = {

/***/ 41106
(module, __unused_webpack_exports, __webpack_require__) {

module.exports = {"src":Object.assign(Object.create({toString(){return this.src;}}),{srcSet:__webpack_require__.p + "assets/ideal-img/home-assistant.3fe06d4.640.png"+" 640w",images:[{path:__webpack_require__.p + "assets/ideal-img/home-assistant.3fe06d4.640.png",width:640,height:320}],src:__webpack_require__.p + "assets/ideal-img/home-assistant.3fe06d4.640.png",placeholder: undefined,width:640,height:320}),"preSrc":"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAoAAAAFCAIAAADzBuo/AAAACXBIWXMAAAsTAAALEwEAmpwYAAAAiklEQVR4nB3JQQ7CIBAAQP7vS/yB8QHG9KyJxgCNJG0tLNiFLkGUNTrXEcp6SHFYaFhoxAy5Oqoj0oQkIYrz4Da7g76bXiljjJRKa/2qlZndWsR1xu1RQkAHHsLTOogpvVtjZrsWMa3Y+f0NL8zc2of/fskMVIQK8WT7foGQK1ABKnPMDySbsvbpC7qmixEZRLQgAAAAAElFTkSuQmCC"};

/***/ }

};
;