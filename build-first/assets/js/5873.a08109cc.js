exports.id = 5873;
exports.ids = [5873];
exports.modules = {

/***/ 15873
(module, __unused_webpack_exports, __webpack_require__) {

module.exports = {"src":Object.assign(Object.create({toString(){return this.src;}}),{srcSet:__webpack_require__.p + "assets/ideal-img/react-native-boilerplate.fd1637a.640.png"+" 640w",images:[{path:__webpack_require__.p + "assets/ideal-img/react-native-boilerplate.fd1637a.640.png",width:640,height:320}],src:__webpack_require__.p + "assets/ideal-img/react-native-boilerplate.fd1637a.640.png",placeholder: undefined,width:640,height:320}),"preSrc":"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAoAAAAFCAIAAADzBuo/AAAACXBIWXMAAAsTAAALEwEAmpwYAAAAkUlEQVR4nB2L0QqCMBRA9//02FfUH/QBQaAROXNlTiXSTe8WpW1O2G7keTgvh0N4odVrfDbfpjWttD3MQtpWGCFNUQ7kwmC13tOUJcmZUpqxzDmHC0o7csvf203JGI/iYxSf8jsPAb3/Z1COCPU5mF0+XBHRBx9CQMRFy83rgT6qSoDWM6gJ1NT1VnamB1vW4w/c44iH03NelgAAAABJRU5ErkJggg=="};

/***/ }

};
;