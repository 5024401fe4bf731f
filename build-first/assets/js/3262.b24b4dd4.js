exports.id = 3262;
exports.ids = [3262];
exports.modules = {

/***/ 43262
(module, __unused_webpack_exports, __webpack_require__) {

module.exports = {"src":Object.assign(Object.create({toString(){return this.src;}}),{srcSet:__webpack_require__.p + "assets/ideal-img/sci-wp-framework.5a6c5f2.640.png"+" 640w",images:[{path:__webpack_require__.p + "assets/ideal-img/sci-wp-framework.5a6c5f2.640.png",width:640,height:320}],src:__webpack_require__.p + "assets/ideal-img/sci-wp-framework.5a6c5f2.640.png",placeholder: undefined,width:640,height:320}),"preSrc":"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAoAAAAFCAIAAADzBuo/AAAACXBIWXMAAAsTAAALEwEAmpwYAAAAhklEQVR4nCWFQQrCMBAA83yf4gs8ehW8CVJETZqAUhOzbdrsJk2FrNAOw4xQwUKeuhz9L2/CWpvjM4JooNudDub90qrVrTbGSCmNNlwrLFncg983FxjHIQQkQqKIiETM7EsSnzmc3fEx3pi5cuWVbVCSUNhfB6nJ9cvsS/IluYQ2xW/GFoc/xmCLH2h/mZgAAAAASUVORK5CYII="};

/***/ }

};
;