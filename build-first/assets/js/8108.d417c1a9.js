exports.id = 8108;
exports.ids = [8108];
exports.modules = {

/***/ 78108
(module, __unused_webpack_exports, __webpack_require__) {

module.exports = {"src":Object.assign(Object.create({toString(){return this.src;}}),{srcSet:__webpack_require__.p + "assets/ideal-img/the-diff-podcast.8bf5281.640.png"+" 640w",images:[{path:__webpack_require__.p + "assets/ideal-img/the-diff-podcast.8bf5281.640.png",width:640,height:320}],src:__webpack_require__.p + "assets/ideal-img/the-diff-podcast.8bf5281.640.png",placeholder: undefined,width:640,height:320}),"preSrc":"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAoAAAAFCAIAAADzBuo/AAAACXBIWXMAAAsTAAALEwEAmpwYAAAAgUlEQVR4nD2LQQ6CMBAA+30eYeJv/IAcUEopCdh1txbZhlJIWENInMxlDqOasfokGuILEtBKfjt0C7jZadaq9PfiVti+M3VrbVc/daMNM4sIZVKPb3UtLxAQyYcxTJE58rqtIoIZVT8RgYjsssufM45bs2nDQBkp0ymkt5sBE5pofmToimM3iC+7AAAAAElFTkSuQmCC"};

/***/ }

};
;