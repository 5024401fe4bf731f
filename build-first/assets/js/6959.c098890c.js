exports.id = 6959;
exports.ids = [6959];
exports.modules = {

/***/ 96959
(module, __unused_webpack_exports, __webpack_require__) {

module.exports = {"src":Object.assign(Object.create({toString(){return this.src;}}),{srcSet:__webpack_require__.p + "assets/ideal-img/sql-frames.1e0b448.640.png"+" 640w",images:[{path:__webpack_require__.p + "assets/ideal-img/sql-frames.1e0b448.640.png",width:640,height:320}],src:__webpack_require__.p + "assets/ideal-img/sql-frames.1e0b448.640.png",placeholder: undefined,width:640,height:320}),"preSrc":"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAoAAAAFCAIAAADzBuo/AAAACXBIWXMAAAsTAAALEwEAmpwYAAAAgElEQVR4nCXLWwrCMBBA0ezfXbgGlyB+uABB0JYaQmozI+Yxk8bSibQ5v5erOvfBlKxnRwXz4mixnq3nMfAToroZOJwu3aBfw0ZrXUXqDqmo+xiO58eEX0QMMRGxSF33DFQUJC98lXVuR9P2LfcYDBpIGekHVIDKFPM7sIu5x/QHJoGMjKZIv4kAAAAASUVORK5CYII="};

/***/ }

};
;