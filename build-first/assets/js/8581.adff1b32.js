exports.id = 8581;
exports.ids = [8581];
exports.modules = {

/***/ 88581
(module, __unused_webpack_exports, __webpack_require__) {

module.exports = {"src":Object.assign(Object.create({toString(){return this.src;}}),{srcSet:__webpack_require__.p + "assets/ideal-img/smart-docs.b0ad1ff.640.png"+" 640w",images:[{path:__webpack_require__.p + "assets/ideal-img/smart-docs.b0ad1ff.640.png",width:640,height:320}],src:__webpack_require__.p + "assets/ideal-img/smart-docs.b0ad1ff.640.png",placeholder: undefined,width:640,height:320}),"preSrc":"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAoAAAAFCAIAAADzBuo/AAAACXBIWXMAAAsTAAALEwEAmpwYAAAAiUlEQVR4nCWLSw7CIBQAOb5H8QquXBg31ZUJG2MhfgEfLS0PXj9GMNRZTTIZVtu2iUF5Up6AZqD57xqpbpFxbVebvXzcr6KWUiqlcs4pFxqa2Bn8urq0few8OewDUcr5u2RLE9PRH9yWwy7A0ZzgM5aUlr3cwiG3N+FepjNPjYDjOwwGCcIgXfgB4AmK4Ziwq3cAAAAASUVORK5CYII="};

/***/ }

};
;