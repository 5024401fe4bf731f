exports.id = 8962;
exports.ids = [8962];
exports.modules = {

/***/ 68962
(module, __unused_webpack_exports, __webpack_require__) {

module.exports = {"src":Object.assign(Object.create({toString(){return this.src;}}),{srcSet:__webpack_require__.p + "assets/ideal-img/sapphire.bd997c8.640.png"+" 640w",images:[{path:__webpack_require__.p + "assets/ideal-img/sapphire.bd997c8.640.png",width:640,height:320}],src:__webpack_require__.p + "assets/ideal-img/sapphire.bd997c8.640.png",placeholder: undefined,width:640,height:320}),"preSrc":"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAoAAAAFCAIAAADzBuo/AAAACXBIWXMAAAsTAAALEwEAmpwYAAAAhElEQVR4nEXLTQ6DIBhFUZbfpXQTTTvsxFmJ1sZA7AArguLHnwShkaTpy5vdHKSWxjgOhvkwhjBpy34fFHSIi8f1furf5Nm8CO1jjPlYyjn7TaB5aWt8XkGNQgKsKe2l7SVPSDl2k1XVXuYWF3a4v1a6owseZA2C+iD8Jqwbjf1Yx0GTLxwEi7LK2oteAAAAAElFTkSuQmCC"};

/***/ }

};
;