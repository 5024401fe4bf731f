exports.id = 4053;
exports.ids = [4053];
exports.modules = {

/***/ 84053
(module, __unused_webpack_exports, __webpack_require__) {

module.exports = {"src":Object.assign(Object.create({toString(){return this.src;}}),{srcSet:__webpack_require__.p + "assets/ideal-img/netboot-xyz.00a3c4d.640.png"+" 640w",images:[{path:__webpack_require__.p + "assets/ideal-img/netboot-xyz.00a3c4d.640.png",width:640,height:320}],src:__webpack_require__.p + "assets/ideal-img/netboot-xyz.00a3c4d.640.png",placeholder: undefined,width:640,height:320}),"preSrc":"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAoAAAAFCAIAAADzBuo/AAAACXBIWXMAAAsTAAALEwEAmpwYAAAAh0lEQVR4nC2LQQ6CMBAA+//4E7+gD+BuUINAgBKQttDCbsti7BrRucxhMqJ0yvi5Q9Av0hupbe08dB56D/liRWr6Q3KuWplnj6ZuWiljjLxjKIi7HY/X1LhZjyMgLoiR+b1nTUH0q02GU+ZuzBz5//30vQuwl6moUE0baQqawhDw6UEFLMF9ACZcjDHbgzsxAAAAAElFTkSuQmCC"};

/***/ }

};
;