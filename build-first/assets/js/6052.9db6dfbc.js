exports.id = 6052;
exports.ids = [6052];
exports.modules = {

/***/ 16052
(module, __unused_webpack_exports, __webpack_require__) {

module.exports = {"src":Object.assign(Object.create({toString(){return this.src;}}),{srcSet:__webpack_require__.p + "assets/ideal-img/firelordjs.7ca6e93.640.png"+" 640w",images:[{path:__webpack_require__.p + "assets/ideal-img/firelordjs.7ca6e93.640.png",width:640,height:320}],src:__webpack_require__.p + "assets/ideal-img/firelordjs.7ca6e93.640.png",placeholder: undefined,width:640,height:320}),"preSrc":"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAoAAAAFCAIAAADzBuo/AAAACXBIWXMAAAsTAAALEwEAmpwYAAAAiUlEQVR4nB3LWwrCMBQE0GzfVbgBd+CfiDsQpLGkFSXNq3l62+sjV+L8DMxhmOFz9k8vIWsE90lqDRKChDiB7jO7n+1uc7yNDzEK3l9DjERUayWi4pCpLp223Jvo3Bx8RHw1/lJji8zbdFj3Xb60ldqp5d+Njch8HCbpYH5ni8Vi0ktUkMxiRfkB/A6LsxPeFRoAAAAASUVORK5CYII="};

/***/ }

};
;