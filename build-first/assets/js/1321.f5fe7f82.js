exports.id = 1321;
exports.ids = [1321];
exports.modules = {

/***/ 61321
(module, __unused_webpack_exports, __webpack_require__) {

module.exports = {"src":Object.assign(Object.create({toString(){return this.src;}}),{srcSet:__webpack_require__.p + "assets/ideal-img/pcc-archive.6ec2aac.640.png"+" 640w",images:[{path:__webpack_require__.p + "assets/ideal-img/pcc-archive.6ec2aac.640.png",width:640,height:320}],src:__webpack_require__.p + "assets/ideal-img/pcc-archive.6ec2aac.640.png",placeholder: undefined,width:640,height:320}),"preSrc":"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAoAAAAFCAIAAADzBuo/AAAACXBIWXMAAAsTAAALEwEAmpwYAAAAiElEQVR4nC2LwQ6CMBAF+/1+iJ/hUePNBA4GA7Q10RZKga67tBBaY+PkHSZ5GQbTnagnVH7R22q21RC+8xS4mtmhPF8OQjRSvoR4ci5jjCkTwsDmqXoURwA7o3POEWGMe0p7vg1zizrZ640XY4Ux/buU5VcDNGIsO1vjoIM3wZuFOkJN1H+g/QIjbYvi4jfC5gAAAABJRU5ErkJggg=="};

/***/ }

};
;