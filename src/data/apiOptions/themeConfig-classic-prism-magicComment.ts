import type {ApiOptionTable} from './types';

/** One entry of `themeConfig.prism.magicComments`. */
const table: ApiOptionTable = {
  packageName: '@docusaurus/theme-classic',
  anchorPrefix: 'magicComment.',
  options: [
    {name: 'className', type: 'string', defaultDescription: 'required', description: 'CSS class put on each marked line.'},
    {name: 'line', type: 'string', description: 'Comment text that marks the next line.'},
    {
      name: 'block',
      type: '{start: string; end: string}',
      description: 'Pair of comment texts that mark every line between them. At least one of `line` and `block` is needed.',
    },
  ],
};

export default table;
