exports.id = 9689;
exports.ids = [9689];
exports.modules = {

/***/ 99689
(module, __unused_webpack_exports, __webpack_require__) {

module.exports = {"src":Object.assign(Object.create({toString(){return this.src;}}),{srcSet:__webpack_require__.p + "assets/ideal-img/supabase.84ac74f.640.png"+" 640w",images:[{path:__webpack_require__.p + "assets/ideal-img/supabase.84ac74f.640.png",width:640,height:320}],src:__webpack_require__.p + "assets/ideal-img/supabase.84ac74f.640.png",placeholder: undefined,width:640,height:320}),"preSrc":"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAoAAAAFCAIAAADzBuo/AAAACXBIWXMAAAsTAAALEwEAmpwYAAAAkklEQVR4nB3Juw6CMBQA0H6+n+LmBxgHBxcHjYmYgBYFKy19AO0tBYJwDZ71kLSsK/BF3Zp2NO1Y2o43gTdB2EAlkIjp1eaQvdkjiVNKPQAizvOEiMYPJBFuvae6AWXrMHTfaYkZF9oPhIM7ul3MzhiJKrHF6SLuWw+3f/ck1XCV2UtJzV3BgTGV8/xjpHb9U/sfr4OJev2q5UQAAAAASUVORK5CYII="};

/***/ }

};
;