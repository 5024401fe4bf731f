exports.id = 8213;
exports.ids = [8213];
exports.modules = {

/***/ 68213
(module, __unused_webpack_exports, __webpack_require__) {

module.exports = {"src":Object.assign(Object.create({toString(){return this.src;}}),{srcSet:__webpack_require__.p + "assets/ideal-img/attobot.4815b9a.640.png"+" 640w",images:[{path:__webpack_require__.p + "assets/ideal-img/attobot.4815b9a.640.png",width:640,height:320}],src:__webpack_require__.p + "assets/ideal-img/attobot.4815b9a.640.png",placeholder: undefined,width:640,height:320}),"preSrc":"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAoAAAAFCAIAAADzBuo/AAAACXBIWXMAAAsTAAALEwEAmpwYAAAAf0lEQVR4nE2Lyw6CMBBF+/v+ip/g0pXuQQxG8LGgpTNKWzrtoKLJsPHm5G5OjmocIoWOCN8vy7mjuKApnoNXJdrVbtveb1V5MNp8ZbM8Mqt6cOvqBIMDwJTzLO4jGpiVzn7fb2p/lGjJ/upm9MXzco3wmCbgjMx9IkNkE7Vj+AFWPIy/72Mt3gAAAABJRU5ErkJggg=="};

/***/ }

};
;