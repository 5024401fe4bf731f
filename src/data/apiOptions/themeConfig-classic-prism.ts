import type {ApiOptionTable} from './types';

/** `themeConfig.prism` of @docusaurus/theme-classic. */
const table: ApiOptionTable = {
  packageName: '@docusaurus/theme-classic',
  anchorPrefix: 'prism.',
  options: [
    {
      name: 'theme',
      type: 'PrismTheme',
      defaultDescription: 'palenight (prism-react-renderer)',
      description: 'Color theme of code blocks in light mode, as an object with `plain` and `styles` keys.',
    },
    {
      name: 'darkTheme',
      type: 'PrismTheme',
      defaultDescription: 'same as `theme`',
      description: 'Color theme of code blocks in dark mode.',
    },
    {
      name: 'defaultLanguage',
      type: 'string',
      description: 'Language assumed for fenced code blocks that do not name one. Without it such blocks are not highlighted.',
    },
    {
      name: 'additionalLanguages',
      type: 'string[]',
      default: [],
      description:
        'Extra Prism language names, such as `java`, `rust` or `powershell`, to bundle besides the ones prism-react-renderer ships.',
    },
    {
      name: 'magicComments',
      type: 'MagicComment[]',
      default: [
        {
          className: 'theme-code-block-highlighted-line',
          line: 'highlight-next-line',
          block: {start: 'highlight-start', end: 'highlight-end'},
        },
      ],
      description: 'Comment directives that add a CSS class to lines of a code block. Setting the list replaces the default entry.',
    },
  ],
};

export default table;
