exports.id = 2725;
exports.ids = [2725];
exports.modules = {

/***/ 62725
(module, __unused_webpack_exports, __webpack_require__) {

module.exports = {"src":Object.assign(Object.create({toString(){return this.src;}}),{srcSet:__webpack_require__.p + "assets/ideal-img/bandwidth.dd7f25d.640.png"+" 640w",images:[{path:__webpack_require__.p + "assets/ideal-img/bandwidth.dd7f25d.640.png",width:640,height:320}],src:__webpack_require__.p + "assets/ideal-img/bandwidth.dd7f25d.640.png",placeholder: undefined,width:640,height:320}),"preSrc":"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAoAAAAFCAIAAADzBuo/AAAACXBIWXMAAAsTAAALEwEAmpwYAAAAjUlEQVR4nB3Luw6CMBSA4b6/b+LszkJ0cHBRo4GKDlCOvWBPbzTBHoP/+udjHIxyfpgiuFmnRfosbBQ2jhi5dOzaq81u33ZP3jb3+w0AiKiUQkQ6ZNYAbmtuMEzozSekORPRl9ZUyEw4e3TVqa3kubbmUMqy6v9e9UPjRb049MMoxDQqP78xgY0SU6f9D7y8iloI+NdrAAAAAElFTkSuQmCC"};

/***/ }

};
;