exports.id = 1310;
exports.ids = [1310];
exports.modules = {

/***/ 21310
(module, __unused_webpack_exports, __webpack_require__) {

module.exports = {"src":Object.assign(Object.create({toString(){return this.src;}}),{srcSet:__webpack_require__.p + "assets/ideal-img/virtual-photography-kit.ab6944c.640.png"+" 640w",images:[{path:__webpack_require__.p + "assets/ideal-img/virtual-photography-kit.ab6944c.640.png",width:640,height:320}],src:__webpack_require__.p + "assets/ideal-img/virtual-photography-kit.ab6944c.640.png",placeholder: undefined,width:640,height:320}),"preSrc":"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAoAAAAFCAIAAADzBuo/AAAACXBIWXMAAAsTAAALEwEAmpwYAAAAjUlEQVR4nBXEWQ7CIBRAUfbvKtyBy9Af/7RDoDXVDkgRgfeg1AKmyT2XNHqUXr+s6uEzoOKLeQfgwXJvqRXkJp+H86litC7rrusYZYyyoijBWPXzpPry4/1St80wTugcIO53LsU4r0jmRWZzTdsSY4rbllLKOe9ylgFJC6LXD+GNXHEvAPd6clo424L8A2raiqCuMMPCAAAAAElFTkSuQmCC"};

/***/ }

};
;