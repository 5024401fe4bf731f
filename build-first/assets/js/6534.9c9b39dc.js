exports.id = 6534;
exports.ids = [6534];
exports.modules = {

/***/ 86534
(module, __unused_webpack_exports, __webpack_require__) {

module.exports = {"src":Object.assign(Object.create({toString(){return this.src;}}),{srcSet:__webpack_require__.p + "assets/ideal-img/algolia-docsearch.56562b3.640.png"+" 640w",images:[{path:__webpack_require__.p + "assets/ideal-img/algolia-docsearch.56562b3.640.png",width:640,height:320}],src:__webpack_require__.p + "assets/ideal-img/algolia-docsearch.56562b3.640.png",placeholder: undefined,width:640,height:320}),"preSrc":"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAoAAAAFCAIAAADzBuo/AAAACXBIWXMAAAsTAAALEwEAmpwYAAAAkklEQVR4nBXL3Q6CIBgAUJ6/656h9Qht3dfWZVs/OgWMpfx9IIEo1qR5fXYQrawxQXRR8dGo2cLXwg9kUjzS2qPiprebMyGvZ3lvGkooxrjuOM85W0ioKt1+93AQnfa2H7wfvQ8xTjlnoxMCMWRpr+3lKA4GTvO0vmVZVoaEGA4a94Tx4s1Ey7X8aDkpEUGNjIQ/IiKIqNsXr7IAAAAASUVORK5CYII="};

/***/ }

};
;