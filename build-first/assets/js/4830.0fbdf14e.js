exports.id = 4830;
exports.ids = [4830];
exports.modules = {

/***/ 34830
(module, __unused_webpack_exports, __webpack_require__) {

module.exports = {"src":Object.assign(Object.create({toString(){return this.src;}}),{srcSet:__webpack_require__.p + "assets/ideal-img/node-serialport.6ae844c.640.png"+" 640w",images:[{path:__webpack_require__.p + "assets/ideal-img/node-serialport.6ae844c.640.png",width:640,height:320}],src:__webpack_require__.p + "assets/ideal-img/node-serialport.6ae844c.640.png",placeholder: undefined,width:640,height:320}),"preSrc":"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAoAAAAFCAIAAADzBuo/AAAACXBIWXMAAAsTAAALEwEAmpwYAAAAj0lEQVR4nB3LSw6CMBRA0e5/4iqMu3DgJ66AgSAtVkNp+gH7XktqlWfwTk8uU42bHPhhDiYHW9AVsGVU8zgk1QLrKrvbXHjbcXG7S9ncGi54KYWIgs3seQ2HbesdOkgxJgBEjN/PQkQvk5kz4ZT3dX+m6rhET2sLrfq/lYBayv6hUPRBY3DvUSev02RmLfAHh9CKADySjZkAAAAASUVORK5CYII="};

/***/ }

};
;