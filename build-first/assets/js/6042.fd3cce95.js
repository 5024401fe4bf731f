exports.id = 6042;
exports.ids = [6042];
exports.modules = {

/***/ 46042
(module, __unused_webpack_exports, __webpack_require__) {

module.exports = {"src":Object.assign(Object.create({toString(){return this.src;}}),{srcSet:__webpack_require__.p + "assets/ideal-img/react-native-testing-library.b0148af.640.png"+" 640w",images:[{path:__webpack_require__.p + "assets/ideal-img/react-native-testing-library.b0148af.640.png",width:640,height:320}],src:__webpack_require__.p + "assets/ideal-img/react-native-testing-library.b0148af.640.png",placeholder: undefined,width:640,height:320}),"preSrc":"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAoAAAAFCAIAAADzBuo/AAAACXBIWXMAAAsTAAALEwEAmpwYAAAAlElEQVR4nCXNMQ6CMBhA4d5/8BTGQ7iZGDccNIA0jUAFCvjTQoGWUqCG+IZvfYgR3okB8pEz1VZalJqXSlS6q6eC9Cjx4XS4BUH09B+Y4JSmNKPhKwQOY7ugLJKX4zsmH8+7FwWzs50mo0ZtFythRg3Iqz7jPnLOrdvq/m07sjGIxT2mSc5gaGYJRoIR9b5vv6qMhx8BzokPjjlgFgAAAABJRU5ErkJggg=="};

/***/ }

};
;