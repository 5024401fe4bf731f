exports.id = 5847;
exports.ids = [5847];
exports.modules = {

/***/ 35847
(module, __unused_webpack_exports, __webpack_require__) {

module.exports = {"src":Object.assign(Object.create({toString(){return this.src;}}),{srcSet:__webpack_require__.p + "assets/ideal-img/cyberdrain-improved-partner-portal-cipp.b4632e1.640.png"+" 640w",images:[{path:__webpack_require__.p + "assets/ideal-img/cyberdrain-improved-partner-portal-cipp.b4632e1.640.png",width:640,height:320}],src:__webpack_require__.p + "assets/ideal-img/cyberdrain-improved-partner-portal-cipp.b4632e1.640.png",placeholder: undefined,width:640,height:320}),"preSrc":"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAoAAAAFCAIAAADzBuo/AAAACXBIWXMAAAsTAAALEwEAmpwYAAAAjElEQVR4nCXFORKCMBQA0Jzes9h4AjvtqNmyw4xFIj9ISMKqfGf0NY8o2/cxGj9D2iFtbtr7+e2m3fpJPgMpH3C63JnSjNaUMSlEkRdVXeHxcWkjzIznm+SyLcpKNy3nknIhlEZEiCsxYcyGKw8UEQ888OefiytREHLbNC9wcevC0oXF+mSG1I2zhvgFAEOItbpzaDAAAAAASUVORK5CYII="};

/***/ }

};
;