exports.id = 6927;
exports.ids = [6927];
exports.modules = {

/***/ 76927
(module, __unused_webpack_exports, __webpack_require__) {

module.exports = {"src":Object.assign(Object.create({toString(){return this.src;}}),{srcSet:__webpack_require__.p + "assets/ideal-img/redgradient.04e43fc.640.png"+" 640w",images:[{path:__webpack_require__.p + "assets/ideal-img/redgradient.04e43fc.640.png",width:640,height:320}],src:__webpack_require__.p + "assets/ideal-img/redgradient.04e43fc.640.png",placeholder: undefined,width:640,height:320}),"preSrc":"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAoAAAAFCAIAAADzBuo/AAAACXBIWXMAAAsTAAALEwEAmpwYAAAAhklEQVR4nDXJTQ6CMBBA4d7fm7jwBibuZG9MBB1AF1LoQH+m0IxYatLEb/meoO42k5q1DEZ+PK4eg5GL7hYjqQcxva7nw65tobwD1M0DamZOGdMo7LuC097qUSGOiEQuxm/atrxROOqOtihdlVKKuWb/TQM8+8uk29VPTMiEwQ6LkcEqr5ofx6qLH39+juwAAAAASUVORK5CYII="};

/***/ }

};
;