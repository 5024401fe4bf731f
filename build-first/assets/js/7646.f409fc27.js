exports.id = 7646;
exports.ids = [7646];
exports.modules = {

/***/ 7646
(module, __unused_webpack_exports, __webpack_require__) {

module.exports = {"src":Object.assign(Object.create({toString(){return this.src;}}),{srcSet:__webpack_require__.p + "assets/ideal-img/discord-resources.ab18e02.640.png"+" 640w",images:[{path:__webpack_require__.p + "assets/ideal-img/discord-resources.ab18e02.640.png",width:640,height:320}],src:__webpack_require__.p + "assets/ideal-img/discord-resources.ab18e02.640.png",placeholder: undefined,width:640,height:320}),"preSrc":"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAoAAAAFCAIAAADzBuo/AAAACXBIWXMAAAsTAAALEwEAmpwYAAAAiUlEQVR4nB3LQQrCMBBA0dzfm3gE1yK4VkGUphkoWumk0UkyybTYEfsXb/eNDd5zfCR+ZsY6ocwo81CnPnHzieYy4GZ/aACgdQBgrQUHXdepqq9iboG2J4tvwnH0IVCMKefErKpYxfSFjri701VVl+Wra8vq/7YUz6NzyQeZfRWs8uLSZx64tJR+zfqLRIw7zqwAAAAASUVORK5CYII="};

/***/ }

};
;