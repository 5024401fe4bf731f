import type {ApiOptionTable} from './types';

/** `themeConfig.tableOfContents` of @docusaurus/theme-classic. */
const table: ApiOptionTable = {
  packageName: '@docusaurus/theme-classic',
  anchorPrefix: 'tableOfContents.',
  options: [
    {
      name: 'minHeadingLevel',
      type: 'number',
      default: 2,
      description: 'Highest heading level listed, between 2 and 6, and not above `maxHeadingLevel`.',
    },
    {
      name: 'maxHeadingLevel',
      type: 'number',
      default: 3,
      description: 'Deepest heading level listed, between 2 and 6.',
    },
  ],
};

export default table;
