exports.id = 1453;
exports.ids = [1453];
exports.modules = {

/***/ 1453
(module, __unused_webpack_exports, __webpack_require__) {

module.exports = {"src":Object.assign(Object.create({toString(){return this.src;}}),{srcSet:__webpack_require__.p + "assets/ideal-img/build-tracker.37bdc58.640.png"+" 640w",images:[{path:__webpack_require__.p + "assets/ideal-img/build-tracker.37bdc58.640.png",width:640,height:320}],src:__webpack_require__.p + "assets/ideal-img/build-tracker.37bdc58.640.png",placeholder: undefined,width:640,height:320}),"preSrc":"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAoAAAAFCAIAAADzBuo/AAAACXBIWXMAAAsTAAALEwEAmpwYAAAAhklEQVR4nDXJTQ7CIBBAYe7vUVy6dWnSAxgTq1KoRvvD0JZhAAlVTEj8lu8xO5ydVW7p3nZMHpKHgL03L4+9VZxNz1O120jJr1y098eNixBCLqLTzPSX5rA1EygAROOI1jXl/C0bGFK3n6sa65zzp9Tiv61uWnXUi0x+jgSRIODozRBQkRY/5fyLdbEXSp0AAAAASUVORK5CYII="};

/***/ }

};
;