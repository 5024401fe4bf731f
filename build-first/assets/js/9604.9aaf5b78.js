exports.id = 9604;
exports.ids = [9604];
exports.modules = {

/***/ 59604
(module, __unused_webpack_exports, __webpack_require__) {

module.exports = {"src":Object.assign(Object.create({toString(){return this.src;}}),{srcSet:__webpack_require__.p + "assets/ideal-img/djamaile-rahamat.b36d221.640.png"+" 640w",images:[{path:__webpack_require__.p + "assets/ideal-img/djamaile-rahamat.b36d221.640.png",width:640,height:320}],src:__webpack_require__.p + "assets/ideal-img/djamaile-rahamat.b36d221.640.png",placeholder: undefined,width:640,height:320}),"preSrc":"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAoAAAAFCAIAAADzBuo/AAAACXBIWXMAAAsTAAALEwEAmpwYAAAAiklEQVR4nC3Juw6CMBSA4b5/YnwJd0dX3ZhNWEovXENLzyHYG4JKjcE///YRx2gYIfT6Bbj/xnE1EJV2XJAxz7PDUXJelGXBuawqyljTtimlBZFYysTpbAcTp8k7F3xw1sYQfgxIHqBuz+yK94sx6/ZJe9v2ZytlXeddJ5qunwEWwKhNVMNswMvqCye+iN5xqUzSAAAAAElFTkSuQmCC"};

/***/ }

};
;