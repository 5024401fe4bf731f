exports.id = 7919;
exports.ids = [7919];
exports.modules = {

/***/ 7919
(module, __unused_webpack_exports, __webpack_require__) {

module.exports = {"src":Object.assign(Object.create({toString(){return this.src;}}),{srcSet:__webpack_require__.p + "assets/ideal-img/pipeline-ui.84db801.640.png"+" 640w",images:[{path:__webpack_require__.p + "assets/ideal-img/pipeline-ui.84db801.640.png",width:640,height:320}],src:__webpack_require__.p + "assets/ideal-img/pipeline-ui.84db801.640.png",placeholder: undefined,width:640,height:320}),"preSrc":"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAoAAAAFCAIAAADzBuo/AAAACXBIWXMAAAsTAAALEwEAmpwYAAAAh0lEQVR4nCXLSwrCMBQAwJzfi+gxXLjoWkQkEmxtJf+m+TeB5kl19oOYfdgkdaSuylCVK8IkahJdEmOeoLe+nbrDMA0Yk3GchBAA0FoDAF80+lh8vh9no7iUPvi85gZtgw0AXFFIr/QiOmzxnmBPP/+tEAvkaa409rHOrihX1JKFSdxmycPrC+Vfi2tbF1JHAAAAAElFTkSuQmCC"};

/***/ }

};
;