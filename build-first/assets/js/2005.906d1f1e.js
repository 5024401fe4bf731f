exports.id = 2005;
exports.ids = [2005];
exports.modules = {

/***/ 92005
(module, __unused_webpack_exports, __webpack_require__) {

module.exports = {"src":Object.assign(Object.create({toString(){return this.src;}}),{srcSet:__webpack_require__.p + "assets/ideal-img/tinael-devresse.45ac9e3.640.png"+" 640w",images:[{path:__webpack_require__.p + "assets/ideal-img/tinael-devresse.45ac9e3.640.png",width:640,height:320}],src:__webpack_require__.p + "assets/ideal-img/tinael-devresse.45ac9e3.640.png",placeholder: undefined,width:640,height:320}),"preSrc":"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAoAAAAFCAIAAADzBuo/AAAACXBIWXMAAAsTAAALEwEAmpwYAAAAkklEQVR4nCXJuw6CMBQA0H6+H+DsNziaODqw6EaIgtAWUJFbpNAnaco10eRsh3B5HZ3ozEv4fgziD1wHtuOqJPmQbpMNf/CiKCvKOKsZq733iPhZBKHTbZ/ulJqNtFYrY402OsTwayBPB4mMp/fl2B7ObRtiRMQVV0QcF0G4ptnUFPM9n7JKNoMHcD3Y9+Cg0fQLQfiI4jJLCcAAAAAASUVORK5CYII="};

/***/ }

};
;