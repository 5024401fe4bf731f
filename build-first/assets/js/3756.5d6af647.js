exports.id = 3756;
exports.ids = [3756];
exports.modules = {

/***/ 53756
(module, __unused_webpack_exports, __webpack_require__) {

module.exports = {"src":Object.assign(Object.create({toString(){return this.src;}}),{srcSet:__webpack_require__.p + "assets/ideal-img/404lab-wiki.c7fed30.640.png"+" 640w",images:[{path:__webpack_require__.p + "assets/ideal-img/404lab-wiki.c7fed30.640.png",width:640,height:320}],src:__webpack_require__.p + "assets/ideal-img/404lab-wiki.c7fed30.640.png",placeholder: undefined,width:640,height:320}),"preSrc":"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAoAAAAFCAIAAADzBuo/AAAACXBIWXMAAAsTAAALEwEAmpwYAAAAjElEQVR4nEXLvQ7CIBRAYV6/r+HkI7i4mDjrYI1WfmITC5R7aQoVi6VoNCae9csh/GLRDk1zb01EnBAnJYOUQanAmCflwRTFlou6opUQnDKaUnp9Q4ykOrvlgvbove363nk/zHPO+cMAkUhwu3G9gf3K6Gf+fX9mwpf19XRrj40zMAJErYPSwZiHEMMbUoSJZw2uCWkAAAAASUVORK5CYII="};

/***/ }

};
;