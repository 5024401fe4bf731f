exports.id = 2003;
exports.ids = [2003];
exports.modules = {

/***/ 92003
(module, __unused_webpack_exports, __webpack_require__) {

module.exports = {"src":Object.assign(Object.create({toString(){return this.src;}}),{srcSet:__webpack_require__.p + "assets/ideal-img/react-leaflet.76006ad.640.png"+" 640w",images:[{path:__webpack_require__.p + "assets/ideal-img/react-leaflet.76006ad.640.png",width:640,height:320}],src:__webpack_require__.p + "assets/ideal-img/react-leaflet.76006ad.640.png",placeholder: undefined,width:640,height:320}),"preSrc":"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAoAAAAFCAIAAADzBuo/AAAACXBIWXMAAAsTAAALEwEAmpwYAAAAhUlEQVR4nCXJQQ6CMBBA0Z7fo3gG9mzcGSOSUG2ipMgMtjN0SkGpEd/yf8VQSQBhG9nO0r8TTqETboUtD40aulNZ7IzRjTb3R3uuak+UNymi8lA3h713CIDeeyJaljnnddugKNgCywvVOefP+qub/0bFThs4It2W6ZUEkkAcn8KdhH501y/3Soup9o9XowAAAABJRU5ErkJggg=="};

/***/ }

};
;