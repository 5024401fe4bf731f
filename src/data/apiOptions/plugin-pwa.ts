import type {ApiOptionTable} from './types';

const options: ApiOptionTable = {
  packageName: '@docusaurus/plugin-pwa',
  options: [
    {
      name: 'id',
      type: 'string',
      default: 'default',
      description: 'Names this plugin instance; a site only ever needs one.',
    },
    {
      name: 'debug',
      type: 'boolean',
      default: false,
      description:
        'Prints the decisions of the service worker and its registration script to the browser console, and builds the worker unminified with source maps.',
    },
    {
      name: 'offlineModeActivationStrategies',
      type: "('appInstalled' | 'queryString' | 'standalone' | 'mobile' | 'saveData' | 'always')[]",
      default: ['appInstalled', 'queryString', 'standalone'],
      description:
        'Conditions under which the site precaches its files and works offline; one matching condition is enough. See the list of strategies below the table.',
    },
    {
      name: 'injectManifestConfig',
      type: 'InjectManifestOptions',
      default: {},
      description:
        'Options passed to Workbox `injectManifest`, which builds the list of files to precache. The plugin always sets `swSrc`, `swDest`, `globDirectory` and `globPatterns` (HTML, JS, JSON, CSS, images and fonts) itself, so tune the list with keys such as `globIgnores`, `maximumFileSizeToCacheInBytes` or `manifestTransforms`.',
    },
    {
      name: 'pwaHead',
      type: '{tagName: string; [attribute: string]: string | boolean}[]',
      default: [],
      description:
        'Tags added to the page head, each one written as its tag name plus attributes. This is where the web app manifest link, the theme colour and the icons are declared.',
    },
    {
      name: 'swCustom',
      type: 'string',
      description:
        'Path to your own module bundled into the service worker. Its default export is called with `{debug, offlineMode}`, which lets you add routes or caching rules of your own.',
    },
    {
      name: 'swRegister',
      type: 'string | false',
      default: './registerSw.js',
      description:
        'Client module that registers the service worker; the default is the script shipped with the plugin. Use `false` if you want to register the worker yourself.',
    },
  ],
};

export default options;
