exports.id = 3005;
exports.ids = [3005];
exports.modules = {

/***/ 83005
(module, __unused_webpack_exports, __webpack_require__) {

module.exports = {"src":Object.assign(Object.create({toString(){return this.src;}}),{srcSet:__webpack_require__.p + "assets/ideal-img/flux.78da597.640.png"+" 640w",images:[{path:__webpack_require__.p + "assets/ideal-img/flux.78da597.640.png",width:640,height:320}],src:__webpack_require__.p + "assets/ideal-img/flux.78da597.640.png",placeholder: undefined,width:640,height:320}),"preSrc":"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAoAAAAFCAIAAADzBuo/AAAACXBIWXMAAAsTAAALEwEAmpwYAAAAhklEQVR4nEWLwQ7CIBAF+Xt/w4tf4Vm9eTBqYpOibQyghWVLKRQSWVOjcfJO8zKMYwMRxQhiNDL8pwLUg2Bnwxe7Zd3edKfpR6FCRCY5VvX31XENDr0fppwLlULl9bl16pmMeg+bbXOQapq72X9rnRzjXp7wUtlWDAjZmeSe0T6C7SJevXoDEdKLrFCg58gAAAAASUVORK5CYII="};

/***/ }

};
;