exports.id = 2921;
exports.ids = [2921];
exports.modules = {

/***/ 2921
(module, __unused_webpack_exports, __webpack_require__) {

module.exports = {"src":Object.assign(Object.create({toString(){return this.src;}}),{srcSet:__webpack_require__.p + "assets/ideal-img/divine-web-service-framework.9b2f2e1.640.png"+" 640w",images:[{path:__webpack_require__.p + "assets/ideal-img/divine-web-service-framework.9b2f2e1.640.png",width:640,height:320}],src:__webpack_require__.p + "assets/ideal-img/divine-web-service-framework.9b2f2e1.640.png",placeholder: undefined,width:640,height:320}),"preSrc":"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAoAAAAFCAIAAADzBuo/AAAACXBIWXMAAAsTAAALEwEAmpwYAAAAkklEQVR4nBXEQRKCIBQAUO7fJdp3hlat3JRNZqSmaGkqiEgMCCW/cebNQw9BmOH1hzaKtnqgVnSGrzTPZI2uQ7YJtnGKcXyPLhG+4ZJUhJQ/9+VOokQ8d3ifV+UpPB/DMCeFdU4bAx6YnVA7s6A/pDIBgMUv3nsA8LA+2AnlqolGTNSLW8lmwWbRm7HTnOqxUO8/0VuIeJl/yNEAAAAASUVORK5CYII="};

/***/ }

};
;