exports.id = 1838;
exports.ids = [1838];
exports.modules = {

/***/ 1838
(module, __unused_webpack_exports, __webpack_require__) {

module.exports = {"src":Object.assign(Object.create({toString(){return this.src;}}),{srcSet:__webpack_require__.p + "assets/ideal-img/jest.67f415f.640.png"+" 640w",images:[{path:__webpack_require__.p + "assets/ideal-img/jest.67f415f.640.png",width:640,height:320}],src:__webpack_require__.p + "assets/ideal-img/jest.67f415f.640.png",placeholder: undefined,width:640,height:320}),"preSrc":"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAoAAAAFCAIAAADzBuo/AAAACXBIWXMAAAsTAAALEwEAmpwYAAAAiUlEQVR4nD2LWwrCMBQFs3l34TIEwW9ByI8gaAuakqImTXpziUmMrdBc8YGHYZifwxoDeE8mDjYNOuQ/XcwCAjtomC3WJ9ki9kRUSnmLChG5PLIjhDnfO0zTc6LPCtG3II8MfKbW7658pZZQua3QUHOqN7+3dNFq37iuwrMyUfS3i1ZWqT49JKYXDwiKZivUexsAAAAASUVORK5CYII="};

/***/ }

};
;