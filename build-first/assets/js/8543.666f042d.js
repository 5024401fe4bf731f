exports.id = 8543;
exports.ids = [8543];
exports.modules = {

/***/ 88543
(module, __unused_webpack_exports, __webpack_require__) {

module.exports = {"src":Object.assign(Object.create({toString(){return this.src;}}),{srcSet:__webpack_require__.p + "assets/ideal-img/orca.56a354e.640.png"+" 640w",images:[{path:__webpack_require__.p + "assets/ideal-img/orca.56a354e.640.png",width:640,height:320}],src:__webpack_require__.p + "assets/ideal-img/orca.56a354e.640.png",placeholder: undefined,width:640,height:320}),"preSrc":"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAoAAAAFCAIAAADzBuo/AAAACXBIWXMAAAsTAAALEwEAmpwYAAAAhUlEQVR4nD2LwQoCIRRF/f/+JPqDIFq1aVfMomAcLKY3vtF0nqK4UEMXXQ53cziMw1eTAxOREpjwZ7FhXBwbhNodLtPrjVLWmmtf6a9dYs+Z9qdRW/LRl1pLaeTuFSUGRFd/vIm7eWiN55xjq0vzyiXG0Q0ouFwB/EfNigJuUdqwbnFC/wMb24tnTjr4KQAAAABJRU5ErkJggg=="};

/***/ }

};
;