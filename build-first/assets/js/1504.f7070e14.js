exports.id = 1504;
exports.ids = [1504];
exports.modules = {

/***/ 31504
(module, __unused_webpack_exports, __webpack_require__) {

module.exports = {"src":Object.assign(Object.create({toString(){return this.src;}}),{srcSet:__webpack_require__.p + "assets/ideal-img/react-chat-elements.d0bcc89.640.png"+" 640w",images:[{path:__webpack_require__.p + "assets/ideal-img/react-chat-elements.d0bcc89.640.png",width:640,height:320}],src:__webpack_require__.p + "assets/ideal-img/react-chat-elements.d0bcc89.640.png",placeholder: undefined,width:640,height:320}),"preSrc":"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAoAAAAFCAIAAADzBuo/AAAACXBIWXMAAAsTAAALEwEAmpwYAAAAjUlEQVR4nCXESw6CMBAA0N4/8RSuvIJbjTcwUYEUKIGi0w8zUxCK1Bjf4gmd28GxaYPtRoKFIBJEhjg8311Oor7CYXdRdauaWjWqkIWsyizPKGBwUbR3PO8LD2SM9W5gYuZAyOu6EizCAJ6m4wNvKaUtfdLf9otgFlpSVpWdNsFGhBlh9v3k9OhfUy/5C4IiilRSopjXAAAAAElFTkSuQmCC"};

/***/ }

};
;