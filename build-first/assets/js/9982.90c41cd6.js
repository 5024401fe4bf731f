exports.id = 9982;
exports.ids = [9982];
exports.modules = {

/***/ 39982
(module, __unused_webpack_exports, __webpack_require__) {

module.exports = {"src":Object.assign(Object.create({toString(){return this.src;}}),{srcSet:__webpack_require__.p + "assets/ideal-img/blog-johnnyreilly-com.ef9e362.640.png"+" 640w",images:[{path:__webpack_require__.p + "assets/ideal-img/blog-johnnyreilly-com.ef9e362.640.png",width:640,height:320}],src:__webpack_require__.p + "assets/ideal-img/blog-johnnyreilly-com.ef9e362.640.png",placeholder: undefined,width:640,height:320}),"preSrc":"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAoAAAAFCAIAAADzBuo/AAAACXBIWXMAAAsTAAALEwEAmpwYAAAAk0lEQVR4nBXJSw7CIBQAQG7vBbyDiQdwrQsXxo1JN439KZ+CwKMWeWiJFtPZDvFtiU+DSkalJmsS2AQmgXmbx6trCJTFcb2i91vLOOOccsGE4H3/yzkNQHx9rbcbBBfc4AMGxBBCRMw5T2DJ6OQhnvZQ7LRml/M3LpHneWlniacN5YWQDZNi7KqPUdFq1CqCCbT7AyQIiG1kVkrKAAAAAElFTkSuQmCC"};

/***/ }

};
;