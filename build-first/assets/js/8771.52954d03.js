exports.id = 8771;
exports.ids = [8771];
exports.modules = {

/***/ 58771
(module, __unused_webpack_exports, __webpack_require__) {

module.exports = {"src":Object.assign(Object.create({toString(){return this.src;}}),{srcSet:__webpack_require__.p + "assets/ideal-img/profilo.575293c.640.png"+" 640w",images:[{path:__webpack_require__.p + "assets/ideal-img/profilo.575293c.640.png",width:640,height:320}],src:__webpack_require__.p + "assets/ideal-img/profilo.575293c.640.png",placeholder: undefined,width:640,height:320}),"preSrc":"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAoAAAAFCAIAAADzBuo/AAAACXBIWXMAAAsTAAALEwEAmpwYAAAAhklEQVR4nC2LwQ7CIBAF+f/4DfobXj3UuwejEZtaqqAFFhYIiqauwTR58y6TYZFfMkCSJiubpM7KzLvb2F4Z7M/bxXLoxYHzEAIRfSv1ikWGJ8FX6wTeeYcYyqtUN01VG8+C1pt30ww7NRYimv7dXBtksbsJcVSiD9J9AIvB5wj5YbN2qZM/0X6K9/DQbSoAAAAASUVORK5CYII="};

/***/ }

};
;