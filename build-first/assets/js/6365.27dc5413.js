exports.id = 6365;
exports.ids = [6365];
exports.modules = {

/***/ 6365
(module, __unused_webpack_exports, __webpack_require__) {

module.exports = {"src":Object.assign(Object.create({toString(){return this.src;}}),{srcSet:__webpack_require__.p + "assets/ideal-img/daily-digest-covid-19-in-france.4d096fa.640.png"+" 640w",images:[{path:__webpack_require__.p + "assets/ideal-img/daily-digest-covid-19-in-france.4d096fa.640.png",width:640,height:320}],src:__webpack_require__.p + "assets/ideal-img/daily-digest-covid-19-in-france.4d096fa.640.png",placeholder: undefined,width:640,height:320}),"preSrc":"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAoAAAAFCAIAAADzBuo/AAAACXBIWXMAAAsTAAALEwEAmpwYAAAAkklEQVR4nBXCYQ6CIBgAUO6/jtIdmv9qa0sRtZqKtYwAQeETE2vSensI2vNk5aiYU893//pC541YrPBGAiuRvpH9dlMU2fGUxDFOcDoYYyzMfllAIdte6W7bNpRk+aWsMMa0adKUCNl9Ro2sZREcIo5JkesShxDCuv6H4EEh4PWdk1ZU4lEDq2dQrudOs2mQjtMflBiGxoeFO8gAAAAASUVORK5CYII="};

/***/ }

};
;