import type {ApiOptionTable} from './types';

/** One footer link, in a column or in a simple footer. Other attributes are passed to the anchor. */
const table: ApiOptionTable = {
  packageName: '@docusaurus/theme-classic',
  anchorPrefix: 'footer-link.',
  options: [
    {name: 'label', type: 'string', description: 'Visible text. Required together with `to` or `href`.'},
    {name: 'to', type: 'string', description: 'Path of a page of this site, routed on the client.'},
    {name: 'href', type: 'string', description: 'Full URL of an external page; an external-link icon is added.'},
    {
      name: 'html',
      type: 'string',
      description: 'Raw HTML rendered in place of a link, for badges or small widgets. Use it instead of `to`, `href` and `label`.',
    },
  ],
};

export default table;
