exports.id = 2631;
exports.ids = [2631];
exports.modules = {

/***/ 2631
(module, __unused_webpack_exports, __webpack_require__) {

module.exports = {"src":Object.assign(Object.create({toString(){return this.src;}}),{srcSet:__webpack_require__.p + "assets/ideal-img/talentbrick.e5be193.640.png"+" 640w",images:[{path:__webpack_require__.p + "assets/ideal-img/talentbrick.e5be193.640.png",width:640,height:320}],src:__webpack_require__.p + "assets/ideal-img/talentbrick.e5be193.640.png",placeholder: undefined,width:640,height:320}),"preSrc":"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAoAAAAFCAIAAADzBuo/AAAACXBIWXMAAAsTAAALEwEAmpwYAAAAh0lEQVR4nDXL0QrCIBSAYR+/B6nH6DbqthZjUm4UoTP1eMx0QvMEi/7bn48p7DAZ+1ZYdPxYLNol6ZKEpOTrygbbrPer/iYuXLRtp7UhokqViEKx7IF8e95AsA4BvJ/KVKnONC/bMJPVzh2Owwl5+qGlv5ZRcN/cQTg3hmJCsT5rSKPPzzH2X75pispG8uMmAAAAAElFTkSuQmCC"};

/***/ }

};
;