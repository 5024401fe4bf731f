exports.id = 8743;
exports.ids = [8743];
exports.modules = {

/***/ 58743
(module, __unused_webpack_exports, __webpack_require__) {

module.exports = {"src":Object.assign(Object.create({toString(){return this.src;}}),{srcSet:__webpack_require__.p + "assets/ideal-img/nodify.640f9d4.640.png"+" 640w",images:[{path:__webpack_require__.p + "assets/ideal-img/nodify.640f9d4.640.png",width:640,height:320}],src:__webpack_require__.p + "assets/ideal-img/nodify.640f9d4.640.png",placeholder: undefined,width:640,height:320}),"preSrc":"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAoAAAAFCAIAAADzBuo/AAAACXBIWXMAAAsTAAALEwEAmpwYAAAAhklEQVR4nE2Lyw6CMBBF+/8LP8GVP2HinrUmJmBqsQUftDO0QDtQE8AAG29O7ubksJKjrb1+Ua0jVoN50wZ8qLh3jF9hv0uEkNktDRTmddO0vMPIHll7PAhrPTgk6jc3jou2EJmGNvmeLurc8DDNa/Vfl3mXFlIqA4ocRocRdQ8V1WZ45v4H3uOLIM0Ai48AAAAASUVORK5CYII="};

/***/ }

};
;