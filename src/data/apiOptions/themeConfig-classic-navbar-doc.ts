import type {ApiOptionTable} from './types';

/** Navbar item of type `doc`. */
const table: ApiOptionTable = {
  packageName: '@docusaurus/theme-classic',
  anchorPrefix: 'navbar-doc.',
  options: [
    {name: 'type', type: "'doc'", defaultDescription: 'required', description: 'Links to one document.'},
    {
      name: 'docId',
      type: 'string',
      defaultDescription: 'required',
      description: 'Id of the target document, e.g. `intro` or `guides/setup`. The link follows the version the reader is browsing.',
    },
    {name: 'label', type: 'string', defaultDescription: 'the doc id', description: 'Visible text of the link.'},
    {
      name: 'docsPluginId',
      type: 'string',
      description: 'Id of the docs plugin instance that owns the document, needed only with several docs instances.',
    },
    {name: 'position', type: "'left' | 'right'", default: 'left', description: 'Side of the navbar the item is placed on.'},
    {name: 'html', type: 'string', description: 'Raw HTML content instead of `label`.'},
    {name: 'className', type: 'string', description: 'Extra CSS class on the link.'},
  ],
};

export default table;
