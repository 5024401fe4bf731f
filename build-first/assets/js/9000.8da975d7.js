exports.id = 9000;
exports.ids = [9000];
exports.modules = {

/***/ 99000
(module, __unused_webpack_exports, __webpack_require__) {

module.exports = {"src":Object.assign(Object.create({toString(){return this.src;}}),{srcSet:__webpack_require__.p + "assets/ideal-img/replicad.1f0545d.640.png"+" 640w",images:[{path:__webpack_require__.p + "assets/ideal-img/replicad.1f0545d.640.png",width:640,height:320}],src:__webpack_require__.p + "assets/ideal-img/replicad.1f0545d.640.png",placeholder: undefined,width:640,height:320}),"preSrc":"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAoAAAAFCAIAAADzBuo/AAAACXBIWXMAAAsTAAALEwEAmpwYAAAAhklEQVR4nFXLTQrCMBBA4ZzfS7j3CB5A6VrEWmkUa9Layc/UtompdEZEEITH231CYe4jwFh3L4MTmFB/s6G59aWQdr/MFpWuypNUShMRMxN/3iUrrlisDyuHrgUIMRATMc08MzMmI8yz2cC2eBx/6E+rQeZ+p8ZLP3lMpkvWxdaGuw+gh/Mb85CLj4bzbfEAAAAASUVORK5CYII="};

/***/ }

};
;