exports.id = 516;
exports.ids = [516];
exports.modules = {

/***/ 10516
(module, __unused_webpack_exports, __webpack_require__) {

module.exports = {"src":Object.assign(Object.create({toString(){return this.src;}}),{srcSet:__webpack_require__.p + "assets/ideal-img/outerbounds.76ca18d.640.png"+" 640w",images:[{path:__webpack_require__.p + "assets/ideal-img/outerbounds.76ca18d.640.png",width:640,height:320}],src:__webpack_require__.p + "assets/ideal-img/outerbounds.76ca18d.640.png",placeholder: undefined,width:640,height:320}),"preSrc":"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAoAAAAFCAIAAADzBuo/AAAACXBIWXMAAAsTAAALEwEAmpwYAAAAhklEQVR4nEXJOxLCIBQAQO4/HkMv4Q1srGKhJi8q+RDCnweGwQmOadx2ie+uwQqcx2R4diI7segpyiEq5vuGKKhOh133etQNALQ1AIZQNslKYuitOu6ddtp4Fywi5pzLum4tSJK89B83nfnzopqllF/8O4wQKUV+9wxwmJIVb8WjYtHMyNovuWiKw/+Fzb0AAAAASUVORK5CYII="};

/***/ }

};
;