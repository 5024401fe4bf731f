exports.id = 7593;
exports.ids = [7593];
exports.modules = {

/***/ 47593
(module, __unused_webpack_exports, __webpack_require__) {

module.exports = {"src":Object.assign(Object.create({toString(){return this.src;}}),{srcSet:__webpack_require__.p + "assets/ideal-img/country-state-city-api.7bc2a85.640.png"+" 640w",images:[{path:__webpack_require__.p + "assets/ideal-img/country-state-city-api.7bc2a85.640.png",width:640,height:320}],src:__webpack_require__.p + "assets/ideal-img/country-state-city-api.7bc2a85.640.png",placeholder: undefined,width:640,height:320}),"preSrc":"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAoAAAAFCAIAAADzBuo/AAAACXBIWXMAAAsTAAALEwEAmpwYAAAAkElEQVR4nC3LWw6CMBBA0a7eFbgJF+AWNMb4p4ECRVBepS1FrZ2OQcZovDm/l4mbMDA0T9n6vgMlQXVfvQQlHiU7Gb7YLuOMJxFvmjZNsrIoq6omIoOWJWOxitc8z691HzB48AEDvpCINFrWgdzrXaQ3Th/e00S/Zpr/d+4uxzES91S6wqDVaCUY6bWC4eyqDxIJiPapgRYoAAAAAElFTkSuQmCC"};

/***/ }

};
;