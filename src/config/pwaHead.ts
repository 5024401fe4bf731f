/** Tags the PWA plugin adds to every page: icons, manifest and theme colours. */
export const pwaHeadTags = [
  {tagName: 'link', rel: 'icon', href: '/img/docusaurus.png'},
  {tagName: 'link', rel: 'manifest', href: '/manifest.json'},
  {tagName: 'meta', name: 'theme-color', content: 'rgb(37, 194, 160)'},
  {tagName: 'meta', name: 'apple-mobile-web-app-capable', content: 'yes'},
  {tagName: 'meta', name: 'apple-mobile-web-app-status-bar-style', content: '#000'},
  {tagName: 'link', rel: 'apple-touch-icon', href: '/img/docusaurus.png'},
  {tagName: 'link', rel: 'mask-icon', href: '/img/docusaurus.svg', color: 'rgb(62, 204, 94)'},
  {tagName: 'meta', name: 'msapplication-TileImage', content: '/img/docusaurus.png'},
  {tagName: 'meta', name: 'msapplication-TileColor', content: '#000'},
];
