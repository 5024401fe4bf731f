import type {ApiOptionTable} from './types';

/** `themeConfig.docs` of @docusaurus/theme-classic. */
const table: ApiOptionTable = {
  packageName: '@docusaurus/theme-classic',
  anchorPrefix: 'docs.',
  options: [
    {
      name: 'versionPersistence',
      type: "'localStorage' | 'none'",
      default: 'localStorage',
      description: 'Where the docs version last chosen by the reader is remembered. With `none`, nothing is kept between visits.',
    },
    {
      name: 'sidebar.hideable',
      type: 'boolean',
      default: false,
      description: 'Adds a button at the bottom of the docs sidebar that collapses it to a thin strip.',
    },
    {
      name: 'sidebar.autoCollapseCategories',
      type: 'boolean',
      default: false,
      description: 'Opening a sidebar category closes its sibling categories, so only one branch is expanded at a time.',
    },
  ],
};

export default table;
