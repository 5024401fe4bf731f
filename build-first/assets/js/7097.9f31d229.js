exports.id = 7097;
exports.ids = [7097];
exports.modules = {

/***/ 77097
(module, __unused_webpack_exports, __webpack_require__) {

module.exports = {"src":Object.assign(Object.create({toString(){return this.src;}}),{srcSet:__webpack_require__.p + "assets/ideal-img/synergies.f88f745.640.png"+" 640w",images:[{path:__webpack_require__.p + "assets/ideal-img/synergies.f88f745.640.png",width:640,height:320}],src:__webpack_require__.p + "assets/ideal-img/synergies.f88f745.640.png",placeholder: undefined,width:640,height:320}),"preSrc":"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAoAAAAFCAIAAADzBuo/AAAACXBIWXMAAAsTAAALEwEAmpwYAAAAiUlEQVR4nB3JSw7CIBSFYdbvMlyHMU5cQAeamLYiNT6QhwEut9BWrqEnf3IGH3OtBRv8E1GmycwoE7yw9kbXB6ZOer853sXjKnjXdwBARKUUIkoms+/Fn7e9M946a7Rd5oUK0Y8q68yc8odp14jGtbFUWbf+yjzcBiEHFQSOOied4wdBYlSj5/AHGtOL06sQ+C0AAAAASUVORK5CYII="};

/***/ }

};
;