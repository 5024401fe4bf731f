import type {ApiOptionTable} from './types';

/** One column of a multi-column `themeConfig.footer.links`. */
const table: ApiOptionTable = {
  packageName: '@docusaurus/theme-classic',
  anchorPrefix: 'footer-column.',
  options: [
    {name: 'title', type: 'string | null', default: null, description: 'Heading of the column.'},
    {name: 'items', type: 'FooterLink[]', default: [], description: 'Links listed under the heading.'},
  ],
};

export default table;
