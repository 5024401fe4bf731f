exports.id = 5779;
exports.ids = [5779];
exports.modules = {

/***/ 85779
(module, __unused_webpack_exports, __webpack_require__) {

module.exports = {"src":Object.assign(Object.create({toString(){return this.src;}}),{srcSet:__webpack_require__.p + "assets/ideal-img/refine.b77a211.640.png"+" 640w",images:[{path:__webpack_require__.p + "assets/ideal-img/refine.b77a211.640.png",width:640,height:320}],src:__webpack_require__.p + "assets/ideal-img/refine.b77a211.640.png",placeholder: undefined,width:640,height:320}),"preSrc":"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAoAAAAFCAIAAADzBuo/AAAACXBIWXMAAAsTAAALEwEAmpwYAAAAkElEQVR4nDXJSQ6CMBhA4d4/8RTegq0uJNHEIaaQgooQGUqhdCbU/oaFL9/uITEl2lJj2mXprW2Nqf8aKXM0sHt82LyKPCWZ1hoA4AsQAgRwjiE+pbd0qwS30nnv170WAGCee+QUhYc/V8foE/Ex7rJivJaA9+1p170vSMunpRXlpJywUkSMpWgK22FeJ5zhHxDgidb4yUTnAAAAAElFTkSuQmCC"};

/***/ }

};
;