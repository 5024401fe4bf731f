exports.id = 992;
exports.ids = [992];
exports.modules = {

/***/ 50992
(module, __unused_webpack_exports, __webpack_require__) {

module.exports = {"src":Object.assign(Object.create({toString(){return this.src;}}),{srcSet:__webpack_require__.p + "assets/ideal-img/reactive-button.02297c1.640.png"+" 640w",images:[{path:__webpack_require__.p + "assets/ideal-img/reactive-button.02297c1.640.png",width:640,height:320}],src:__webpack_require__.p + "assets/ideal-img/reactive-button.02297c1.640.png",placeholder: undefined,width:640,height:320}),"preSrc":"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAoAAAAFCAIAAADzBuo/AAAACXBIWXMAAAsTAAALEwEAmpwYAAAAhUlEQVR4nDWJSw7CIBQAuX88g0v33sIL6ELlU1sDlcdPkI+kYNrEySwmGTTdlNFB8qjmbOG7WUEkEHHEHt3Par87UToShofHQBklBOece+8GCmJXdzxcQFoA5ZwP4eN9qHVZtyxI81REbEvrvfU/bUsLBU0kcPw2kK0qBlbVK8EctUxPGn6nKYssuks/vwAAAABJRU5ErkJggg=="};

/***/ }

};
;