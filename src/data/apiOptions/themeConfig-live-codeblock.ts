import type {ApiOptionTable} from './types';

/** `themeConfig.liveCodeBlock` of @docusaurus/theme-live-codeblock. */
const table: ApiOptionTable = {
  packageName: '@docusaurus/theme-live-codeblock',
  options: [
    {
      name: 'playgroundPosition',
      type: "'top' | 'bottom'",
      default: 'bottom',
      description: 'Whether the rendered result is shown above or below the editable code.',
    },
  ],
};

export default table;
