exports.id = 5802;
exports.ids = [5802];
exports.modules = {

/***/ 85802
(module, __unused_webpack_exports, __webpack_require__) {

module.exports = {"src":Object.assign(Object.create({toString(){return this.src;}}),{srcSet:__webpack_require__.p + "assets/ideal-img/react-native-reanimated.89ef58a.640.png"+" 640w",images:[{path:__webpack_require__.p + "assets/ideal-img/react-native-reanimated.89ef58a.640.png",width:640,height:320}],src:__webpack_require__.p + "assets/ideal-img/react-native-reanimated.89ef58a.640.png",placeholder: undefined,width:640,height:320}),"preSrc":"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAoAAAAFCAIAAADzBuo/AAAACXBIWXMAAAsTAAALEwEAmpwYAAAAjklEQVR4nB3JzQ6CIAAAYN5/6y16gc4dOnTo0I0fSx3RHBYJooAi4oZNv+sHVKmddt1nNMIPTRhVtGIyX2+FV9SBmqjT4ZbhJ0SQEAwRDCGsu7GdwS+39+OLlgxmCBUMPYolLmvaW81AS3uNZ8ixzftELquut0nbb62Yo9W7rpqeuYFyxzsjgxHeyqllwx8V1Ih4CVFRhAAAAABJRU5ErkJggg=="};

/***/ }

};
;