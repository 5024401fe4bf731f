exports.id = 7805;
exports.ids = [7805];
exports.modules = {

/***/ 27805
(module, __unused_webpack_exports, __webpack_require__) {

module.exports = {"src":Object.assign(Object.create({toString(){return this.src;}}),{srcSet:__webpack_require__.p + "assets/ideal-img/gladys-assistant.f64526e.640.png"+" 640w",images:[{path:__webpack_require__.p + "assets/ideal-img/gladys-assistant.f64526e.640.png",width:640,height:320}],src:__webpack_require__.p + "assets/ideal-img/gladys-assistant.f64526e.640.png",placeholder: undefined,width:640,height:320}),"preSrc":"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAoAAAAFCAIAAADzBuo/AAAACXBIWXMAAAsTAAALEwEAmpwYAAAAj0lEQVR4nBXLSw6CMBRA0W7fLbgEF+DUqYEpiUqhNfw/7/VDK6WQUNPJmdxc0qiPcjD9etgGuc/qAH0AbiOsQ21KQjG7Pi+s4jRnbdOxkhcF03oJIcgNyFfn99dNL1IgCimMNcYaf/iY/Uwm16eYPKqUYzzO84yGqPJAasveKqOKdnbQO0oP4CZYR+GgtfwPVsSJkI5pYjUAAAAASUVORK5CYII="};

/***/ }

};
;