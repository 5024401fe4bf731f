exports.id = 3782;
exports.ids = [3782];
exports.modules = {

/***/ 83782
(module, __unused_webpack_exports, __webpack_require__) {

module.exports = {"src":Object.assign(Object.create({toString(){return this.src;}}),{srcSet:__webpack_require__.p + "assets/ideal-img/rivalis.7f0c23d.640.png"+" 640w",images:[{path:__webpack_require__.p + "assets/ideal-img/rivalis.7f0c23d.640.png",width:640,height:320}],src:__webpack_require__.p + "assets/ideal-img/rivalis.7f0c23d.640.png",placeholder: undefined,width:640,height:320}),"preSrc":"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAoAAAAFCAIAAADzBuo/AAAACXBIWXMAAAsTAAALEwEAmpwYAAAAiElEQVR4nCWLQQ7CIBREub8n8QyuunHjxmg0WkOrabS0FBr48IFIiwEnk1nMvCFUSoGGWSfCd0DfG/ybGaQKyHUUm2rfdt3jdgfQqWgtKXwgtdTbI5UAYE2MuV9TWso8+UAY6sO8O73Oqp4lr5aIhchcfjcaLvLZCN5z+Kj35HC0bjDIrWu1+QE+PIvcJM1emAAAAABJRU5ErkJggg=="};

/***/ }

};
;