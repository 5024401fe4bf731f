exports.id = 9661;
exports.ids = [9661];
exports.modules = {

/***/ 99661
(module, __unused_webpack_exports, __webpack_require__) {

module.exports = {"src":Object.assign(Object.create({toString(){return this.src;}}),{srcSet:__webpack_require__.p + "assets/ideal-img/avana-wallet.a2f0e60.640.png"+" 640w",images:[{path:__webpack_require__.p + "assets/ideal-img/avana-wallet.a2f0e60.640.png",width:640,height:320}],src:__webpack_require__.p + "assets/ideal-img/avana-wallet.a2f0e60.640.png",placeholder: undefined,width:640,height:320}),"preSrc":"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAoAAAAFCAIAAADzBuo/AAAACXBIWXMAAAsTAAALEwEAmpwYAAAAhklEQVR4nCXLQQ7CIBBAUa7vzlsYb+IBTIuailQDLZ2ZFG2BsQom9m1/vlD+RBHsbLtg8T3Qgi71Npg+dNdXI2o8bg8b/dCtuutbW1dynubyR4ziMp531R48IhEgjH5cPksuuZSCDAKTyU+Zv7weqzUTg9BTY7zE1BMjMSCDi86FDuKgJ/UDmq+K+NvCth8AAAAASUVORK5CYII="};

/***/ }

};
;