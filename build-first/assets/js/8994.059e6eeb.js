exports.id = 8994;
exports.ids = [8994];
exports.modules = {

/***/ 58994
(module, __unused_webpack_exports, __webpack_require__) {

module.exports = {"src":Object.assign(Object.create({toString(){return this.src;}}),{srcSet:__webpack_require__.p + "assets/ideal-img/netdata-learn.ea3348e.640.png"+" 640w",images:[{path:__webpack_require__.p + "assets/ideal-img/netdata-learn.ea3348e.640.png",width:640,height:320}],src:__webpack_require__.p + "assets/ideal-img/netdata-learn.ea3348e.640.png",placeholder: undefined,width:640,height:320}),"preSrc":"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAoAAAAFCAIAAADzBuo/AAAACXBIWXMAAAsTAAALEwEAmpwYAAAAkElEQVR4nCXLuw6CMBhA4b7/4iu4+BY6OBh1cNMoprRQ5dr+tPaORDDoWb8cpHHupHQVhKZ7czWA7lvpK+FrMGmBugs+LJYZpdf7jT0YpkQATL96oZBOGFmtDWiQ1rhgjeljnMZxZq6QFnwT92fYaX5kp+1nGObxz+KFDH3mLBEFcWWmcBq5DE3na/BcWlp+AXKPiWox3hwTAAAAAElFTkSuQmCC"};

/***/ }

};
;