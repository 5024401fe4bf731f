import type {ApiOptionTable} from './types';

const options: ApiOptionTable = {
  packageName: '@docusaurus/plugin-client-redirects',
  options: [
    {
      name: 'id',
      type: 'string',
      default: 'default',
      description: 'Names this plugin instance; only matters if you register the plugin twice.',
    },
    {
      name: 'fromExtensions',
      type: 'string[]',
      default: [],
      description:
        'File extensions, without the dot, that old links may carry. With `[\'html\']`, a request for `/page.html` is sent to the existing route `/page`.',
    },
    {
      name: 'toExtensions',
      type: 'string[]',
      default: [],
      description:
        'The reverse of `fromExtensions`: with `[\'html\']`, a request for `/page` is sent to an existing route `/page.html`.',
    },
    {
      name: 'redirects',
      type: 'RedirectRule[]',
      default: [],
      description:
        'Explicit rules, each `{to, from}` where `to` is an existing path of the site and `from` is one old path or a list of them.',
    },
    {
      name: 'createRedirects',
      type: '(existingPath: string) => string | string[] | null | undefined',
      description:
        'Called once for every route of the built site; return the old path or paths that should lead to that route, or nothing to skip it.',
    },
  ],
};

export default options;
