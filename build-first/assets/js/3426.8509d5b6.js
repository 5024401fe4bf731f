exports.id = 3426;
exports.ids = [3426];
exports.modules = {

/***/ 33426
(module, __unused_webpack_exports, __webpack_require__) {

module.exports = {"src":Object.assign(Object.create({toString(){return this.src;}}),{srcSet:__webpack_require__.p + "assets/ideal-img/hashnode-support.2d91888.640.png"+" 640w",images:[{path:__webpack_require__.p + "assets/ideal-img/hashnode-support.2d91888.640.png",width:640,height:320}],src:__webpack_require__.p + "assets/ideal-img/hashnode-support.2d91888.640.png",placeholder: undefined,width:640,height:320}),"preSrc":"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAoAAAAFCAIAAADzBuo/AAAACXBIWXMAAAsTAAALEwEAmpwYAAAAiUlEQVR4nB2NQQ6CMBQFe37jRfQk6pYYDVgoxUhJ3wcKpQqafgOzmmQWI/L+TsG+proOBl9gAf0IC5rQyFGKKyX78049S5nlqii1rh6Z1LpiZswkUpcebwdyrSWAaPBj53o/+S1DmE99safMpcwcY+SNyKusOfcy6RI1qXZpMQPzejXB2LctfPEHLeGJWaRo2dsAAAAASUVORK5CYII="};

/***/ }

};
;