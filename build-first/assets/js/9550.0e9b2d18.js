exports.id = 9550;
exports.ids = [9550];
exports.modules = {

/***/ 89550
(module, __unused_webpack_exports, __webpack_require__) {

module.exports = {"src":Object.assign(Object.create({toString(){return this.src;}}),{srcSet:__webpack_require__.p + "assets/ideal-img/console-table.fbac220.640.png"+" 640w",images:[{path:__webpack_require__.p + "assets/ideal-img/console-table.fbac220.640.png",width:640,height:320}],src:__webpack_require__.p + "assets/ideal-img/console-table.fbac220.640.png",placeholder: undefined,width:640,height:320}),"preSrc":"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAoAAAAFCAIAAADzBuo/AAAACXBIWXMAAAsTAAALEwEAmpwYAAAAh0lEQVR4nDXJSw7CIBRAUTbvQhy5C2ca5xpjaUhJagHre/zKRxotxiae4b1E2pvLgFHppExW4Y2ujBiFSUpOjHC8bI+bu+g7xvt+aJoWAOvKFySDo/vrznoNiKhRG13mstRl3UDwJQ/jqfW01vpZfnX13zIwas4i8jBrX8AXMHk0Sdn8fITuC6duisczq3gFAAAAAElFTkSuQmCC"};

/***/ }

};
;