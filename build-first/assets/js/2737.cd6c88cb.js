exports.id = 2737;
exports.ids = [2737];
exports.modules = {

/***/ 82737
(module, __unused_webpack_exports, __webpack_require__) {

module.exports = {"src":Object.assign(Object.create({toString(){return this.src;}}),{srcSet:__webpack_require__.p + "assets/ideal-img/tooljet.977335d.640.png"+" 640w",images:[{path:__webpack_require__.p + "assets/ideal-img/tooljet.977335d.640.png",width:640,height:320}],src:__webpack_require__.p + "assets/ideal-img/tooljet.977335d.640.png",placeholder: undefined,width:640,height:320}),"preSrc":"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAoAAAAFCAIAAADzBuo/AAAACXBIWXMAAAsTAAALEwEAmpwYAAAAjUlEQVR4nDWMyw6CMBQF+/l+iZ/hgkQTNiYSJIIRH00A2wJtL30A2mswejK7yRyi5ck4bk09eeb909r6TwP6QjqR7rYrSm9ZViipEDGEgBgQcRxbomVxTtYAHe/bcZpxWUB8f7Ug2jWbLj48jjwRdB+JJnrNy8evBijvfcr7EnglWQ4qN0NlLXOWD3D9ABgRivX6juKOAAAAAElFTkSuQmCC"};

/***/ }

};
;