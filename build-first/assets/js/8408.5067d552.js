exports.id = 8408;
exports.ids = [8408];
exports.modules = {

/***/ 68408
(module, __unused_webpack_exports, __webpack_require__) {

module.exports = {"src":Object.assign(Object.create({toString(){return this.src;}}),{srcSet:__webpack_require__.p + "assets/ideal-img/runiac.19c18d4.640.png"+" 640w",images:[{path:__webpack_require__.p + "assets/ideal-img/runiac.19c18d4.640.png",width:640,height:320}],src:__webpack_require__.p + "assets/ideal-img/runiac.19c18d4.640.png",placeholder: undefined,width:640,height:320}),"preSrc":"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAoAAAAFCAIAAADzBuo/AAAACXBIWXMAAAsTAAALEwEAmpwYAAAAg0lEQVR4nE3LzQ7CIBAEYN7fJ/HqA3hv4rHRaP9i1LQgINtloYiCCb04mcxl8rHejNoD96ii4wuODtZObu5QsqN6bKrdcL91TWutzSWprArELkZsTwcFxgDET8w5pZy+5ZaB2LToSuwbOBe0sj/dW1m/2itx/fYykAokPHI3Pz0OVv8ASX+MibGo6TkAAAAASUVORK5CYII="};

/***/ }

};
;