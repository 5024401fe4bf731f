exports.id = 8450;
exports.ids = [8450];
exports.modules = {

/***/ 48450
(module, __unused_webpack_exports, __webpack_require__) {

module.exports = {"src":Object.assign(Object.create({toString(){return this.src;}}),{srcSet:__webpack_require__.p + "assets/ideal-img/leedom.43fd95f.640.png"+" 640w",images:[{path:__webpack_require__.p + "assets/ideal-img/leedom.43fd95f.640.png",width:640,height:320}],src:__webpack_require__.p + "assets/ideal-img/leedom.43fd95f.640.png",placeholder: undefined,width:640,height:320}),"preSrc":"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAoAAAAFCAIAAADzBuo/AAAACXBIWXMAAAsTAAALEwEAmpwYAAAAiUlEQVR4nE2NTQ7CIBhEObsL79GNZ3DjoieoG4nBUrGJlJ8PQmlFaCwadOPkZTYvk0Fda6178CFIGTUsgwg/hAy0mxDGsNnWrOeEEiHF+5ucSxuTECF+V11GOwfnnBtzLm5diwZIiINv4qGG416rJb/+12ASomw69bfzXWHutYlgklTlWOvnlc0fkJyKDruFbbQAAAAASUVORK5CYII="};

/***/ }

};
;