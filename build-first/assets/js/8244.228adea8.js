exports.id = 8244;
exports.ids = [8244];
exports.modules = {

/***/ 38244
(module, __unused_webpack_exports, __webpack_require__) {

module.exports = {"src":Object.assign(Object.create({toString(){return this.src;}}),{srcSet:__webpack_require__.p + "assets/ideal-img/svix.9baa686.640.png"+" 640w",images:[{path:__webpack_require__.p + "assets/ideal-img/svix.9baa686.640.png",width:640,height:320}],src:__webpack_require__.p + "assets/ideal-img/svix.9baa686.640.png",placeholder: undefined,width:640,height:320}),"preSrc":"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAoAAAAFCAIAAADzBuo/AAAACXBIWXMAAAsTAAALEwEAmpwYAAAAfklEQVR4nE2L2wrCMBBE8//+hR+iguCTj4oIlbSFkjaXarLZbSJ0I1VQh2EezmFEqCyOQApTT6Tir32EmxfjWR9W21Y2xunyDS+TXRLh+qjWF3CI+OSZF8GlzG9tkwjWb9LuZPdwP/IH/79B+qatTdeRGrKbskuTRhqQDEUJL3LLjLJb7IAFAAAAAElFTkSuQmCC"};

/***/ }

};
;