exports.id = 6226;
exports.ids = [6226];
exports.modules = {

/***/ 26226
(module, __unused_webpack_exports, __webpack_require__) {

module.exports = {"src":Object.assign(Object.create({toString(){return this.src;}}),{srcSet:__webpack_require__.p + "assets/ideal-img/questdb.8020795.640.png"+" 640w",images:[{path:__webpack_require__.p + "assets/ideal-img/questdb.8020795.640.png",width:640,height:320}],src:__webpack_require__.p + "assets/ideal-img/questdb.8020795.640.png",placeholder: undefined,width:640,height:320}),"preSrc":"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAoAAAAFCAIAAADzBuo/AAAACXBIWXMAAAsTAAALEwEAmpwYAAAAiUlEQVR4nCWLSw6CMBQAe3+PopdwZdCNC0koBoJQoZVXedAPEqjPCJPZTYbl+ASH0iPMVs+u8d2m9JgZxWL92EX7QpRZmvGEh2Uhoi/90ZNlKTaH5AQ9vu3gPn5LgQIRwWSYHHWkj7y6Uqy61Ijzxahyndc7t+qG9wIFANTQCVXVKF/j0Pq+sO0PxvSKIFl67owAAAAASUVORK5CYII="};

/***/ }

};
;