import type {ApiOptionTable} from './types';

/** `themeConfig.footer` of @docusaurus/theme-classic. */
const table: ApiOptionTable = {
  packageName: '@docusaurus/theme-classic',
  anchorPrefix: 'footer.',
  options: [
    {name: 'style', type: "'light' | 'dark'", default: 'light', description: 'Color scheme of the footer area.'},
    {name: 'logo', type: 'Logo', description: 'Image displayed above the copyright line; same fields as the navbar logo.'},
    {
      name: 'copyright',
      type: 'string',
      description: 'Text at the very bottom of the page. It is inserted as HTML.',
    },
    {
      name: 'links',
      type: 'FooterColumn[] | FooterLink[]',
      default: [],
      description: 'Either a list of titled columns (multi-column layout) or a flat list of links on one row. The two forms cannot be mixed.',
    },
  ],
};

export default table;
