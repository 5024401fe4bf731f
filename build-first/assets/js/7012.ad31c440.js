exports.id = 7012;
exports.ids = [7012];
exports.modules = {

/***/ 17012
(module, __unused_webpack_exports, __webpack_require__) {

module.exports = {"src":Object.assign(Object.create({toString(){return this.src;}}),{srcSet:__webpack_require__.p + "assets/ideal-img/awe-framework.937c871.640.png"+" 640w",images:[{path:__webpack_require__.p + "assets/ideal-img/awe-framework.937c871.640.png",width:640,height:320}],src:__webpack_require__.p + "assets/ideal-img/awe-framework.937c871.640.png",placeholder: undefined,width:640,height:320}),"preSrc":"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAoAAAAFCAIAAADzBuo/AAAACXBIWXMAAAsTAAALEwEAmpwYAAAAkElEQVR4nC3JSw7CIBAAUM7vTbyAW7t0pTHxlzQF2sa2CrQUhiEtyrjxbR/jdjDRdei64NSKOkW9xh7dgK7yI7uabnPY8baphWykFFzUsk4pEZFekJWz2d7Ps/cO4A04eR9C+OTvv/toT3pfPI+Cl3QpMlgiyjkTkVmQVTDeLH/MfTupUbUa3SvCC72KIGD6AZ5Oif8IQlf9AAAAAElFTkSuQmCC"};

/***/ }

};
;