import type {ApiOptionTable} from './types';

/** Plugin options of @docusaurus/theme-classic (the `theme` key of preset-classic). */
const table: ApiOptionTable = {
  packageName: '@docusaurus/theme-classic',
  options: [
    {
      name: 'customCss',
      type: 'string | string[]',
      default: [],
      description:
        'Stylesheets to load on every page, after the Infima base styles. Paths are resolved from the site directory, and a single string is accepted as a one-item list.',
    },
  ],
};

export default table;
