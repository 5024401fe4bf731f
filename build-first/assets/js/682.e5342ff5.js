exports.id = 682;
exports.ids = [682];
exports.modules = {

/***/ 40682
(module, __unused_webpack_exports, __webpack_require__) {

module.exports = {"src":Object.assign(Object.create({toString(){return this.src;}}),{srcSet:__webpack_require__.p + "assets/ideal-img/easypanel.172ca98.640.png"+" 640w",images:[{path:__webpack_require__.p + "assets/ideal-img/easypanel.172ca98.640.png",width:640,height:320}],src:__webpack_require__.p + "assets/ideal-img/easypanel.172ca98.640.png",placeholder: undefined,width:640,height:320}),"preSrc":"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAoAAAAFCAIAAADzBuo/AAAACXBIWXMAAAsTAAALEwEAmpwYAAAAhUlEQVR4nDWLQQ6DIBQFOX9v4R16hW56gCYmWEINodKP8tGgYOQ1NeksZzKi60fixVIi3v28D9NmfbI+vcfUmVk8nnRpbkr3WispZQgBQK0VgOcs2ldsrtJRcM5xnHMpAI4DAIizoMDI91q3n/hzzmdWNprBUFg9F+JMnN20DmP6TKuyyxf3J4wBPl+kzgAAAABJRU5ErkJggg=="};

/***/ }

};
;