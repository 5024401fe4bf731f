exports.id = 6419;
exports.ids = [6419];
exports.modules = {

/***/ 86419
(module, __unused_webpack_exports, __webpack_require__) {

module.exports = {"src":Object.assign(Object.create({toString(){return this.src;}}),{srcSet:__webpack_require__.p + "assets/ideal-img/t-regx.00e0eb8.640.png"+" 640w",images:[{path:__webpack_require__.p + "assets/ideal-img/t-regx.00e0eb8.640.png",width:640,height:320}],src:__webpack_require__.p + "assets/ideal-img/t-regx.00e0eb8.640.png",placeholder: undefined,width:640,height:320}),"preSrc":"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAoAAAAFCAIAAADzBuo/AAAACXBIWXMAAAsTAAALEwEAmpwYAAAAgklEQVR4nD2LWwrCMBQFs31X4QJcg+CP7qBgGqS0JaTNoya9ybVpsJVE8TCcn2EIMI7WobDJhGV0KJ4/BgsPSaaqux1OvOd3VvsQ9u+2fNF44ujAjlcwTiqV1rW4bX9nH7UnoKfzcqFAS1Oqf511I9u2NkIkE6KGqP1Lzjg6VLNv9AcuNYwxemB32gAAAABJRU5ErkJggg=="};

/***/ }

};
;