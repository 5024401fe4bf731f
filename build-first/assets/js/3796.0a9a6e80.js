exports.id = 3796;
exports.ids = [3796];
exports.modules = {

/***/ 63796
(module, __unused_webpack_exports, __webpack_require__) {

module.exports = {"src":Object.assign(Object.create({toString(){return this.src;}}),{srcSet:__webpack_require__.p + "assets/ideal-img/gtfs-to-html.034ec19.640.png"+" 640w",images:[{path:__webpack_require__.p + "assets/ideal-img/gtfs-to-html.034ec19.640.png",width:640,height:320}],src:__webpack_require__.p + "assets/ideal-img/gtfs-to-html.034ec19.640.png",placeholder: undefined,width:640,height:320}),"preSrc":"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAoAAAAFCAIAAADzBuo/AAAACXBIWXMAAAsTAAALEwEAmpwYAAAAh0lEQVR4nCWNSw7CIBRF2X9chntwolMXYKKhMaQtA4TywPJ7gCbFFO/o5JzBJeEpk/VJ+KrxA/i1pWpE4VGGwCyxd3E9nPjE2TSKl3xQKpVqfRWQuMGw483pFcCkmLzzJZe29ayReFjP+TIE2lrb/rrTng2SMNqZMyuX/RWwAuYlogpZxzi+f+sKi4pkiFhaAAAAAElFTkSuQmCC"};

/***/ }

};
;