exports.id = 5529;
exports.ids = [5529];
exports.modules = {

/***/ 95529
(module, __unused_webpack_exports, __webpack_require__) {

module.exports = {"src":Object.assign(Object.create({toString(){return this.src;}}),{srcSet:__webpack_require__.p + "assets/ideal-img/chatkitty.403dfd0.640.png"+" 640w",images:[{path:__webpack_require__.p + "assets/ideal-img/chatkitty.403dfd0.640.png",width:640,height:320}],src:__webpack_require__.p + "assets/ideal-img/chatkitty.403dfd0.640.png",placeholder: undefined,width:640,height:320}),"preSrc":"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAoAAAAFCAIAAADzBuo/AAAACXBIWXMAAAsTAAALEwEAmpwYAAAAhUlEQVR4nD2LwQ6CMBBE+/l+hj/izZvxaCKphMQIImxDt7RdFmjX1IOTyRzeyyirjZ+868ICK5vN9zS/Y2kfbT2r4Qanw7l9dndd6frBzCKScxYRAlamctejnkYEAES3b7uISCpTdASM6ZLyUsA/5fzT2Dj7aiMQmZWAyXAYyH9iGAkb/wVMcIz/8i9QxQAAAABJRU5ErkJggg=="};

/***/ }

};
;