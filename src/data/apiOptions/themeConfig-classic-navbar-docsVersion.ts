import type {ApiOptionTable} from './types';

/** Navbar item of type `docsVersion`. */
const table: ApiOptionTable = {
  packageName: '@docusaurus/theme-classic',
  anchorPrefix: 'navbar-docsVersion.',
  options: [
    {name: 'type', type: "'docsVersion'", defaultDescription: 'required', description: 'A single link naming the docs version in use.'},
    {
      name: 'label',
      type: 'string',
      defaultDescription: 'label of the active or latest version',
      description: 'Visible text of the link.',
    },
    {
      name: 'to',
      type: 'string',
      defaultDescription: 'main doc of that version',
      description: 'Target path of the link.',
    },
    {name: 'docsPluginId', type: 'string', description: 'Id of the docs plugin instance whose versions are used.'},
    {name: 'position', type: "'left' | 'right'", default: 'left', description: 'Side of the navbar the item is placed on.'},
    {name: 'html', type: 'string', description: 'Raw HTML content instead of `label`.'},
    {name: 'className', type: 'string', description: 'Extra CSS class on the link.'},
  ],
};

export default table;
