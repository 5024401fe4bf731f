exports.id = 5339;
exports.ids = [5339];
exports.modules = {

/***/ 85339
(module, __unused_webpack_exports, __webpack_require__) {

module.exports = {"src":Object.assign(Object.create({toString(){return this.src;}}),{srcSet:__webpack_require__.p + "assets/ideal-img/motion-layout.a1cfa73.640.png"+" 640w",images:[{path:__webpack_require__.p + "assets/ideal-img/motion-layout.a1cfa73.640.png",width:640,height:320}],src:__webpack_require__.p + "assets/ideal-img/motion-layout.a1cfa73.640.png",placeholder: undefined,width:640,height:320}),"preSrc":"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAoAAAAFCAIAAADzBuo/AAAACXBIWXMAAAsTAAALEwEAmpwYAAAAhklEQVR4nB3JTQ7CIBBAYe6/8iAeoXujW13YJvRn0wLDQBlgmtZYjHzL90Q07xwNB8WkcpgPhiMD08KkIkrhlte9uUzT0HZyXpTsBwO2VHu2gqDrH9fgnbW4rl5rnXMq5awbBCXV4K2lrpTyPf+1qptRRNdP8MQwfja/M+6MHA2T3iIkN/wA1CmLRlijWYIAAAAASUVORK5CYII="};

/***/ }

};
;