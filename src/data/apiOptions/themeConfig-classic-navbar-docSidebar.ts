import type {ApiOptionTable} from './types';

/** Navbar item of type `docSidebar`. */
const table: ApiOptionTable = {
  packageName: '@docusaurus/theme-classic',
  anchorPrefix: 'navbar-docSidebar.',
  options: [
    {name: 'type', type: "'docSidebar'", defaultDescription: 'required', description: 'Links to the first entry of a sidebar.'},
    {
      name: 'sidebarId',
      type: 'string',
      defaultDescription: 'required',
      description: 'Key of the sidebar in the sidebars file. The item stays active on every doc of that sidebar.',
    },
    {
      name: 'label',
      type: 'string',
      defaultDescription: 'label of the first sidebar entry',
      description: 'Visible text of the link.',
    },
    {name: 'docsPluginId', type: 'string', description: 'Id of the docs plugin instance that defines the sidebar.'},
    {name: 'position', type: "'left' | 'right'", default: 'left', description: 'Side of the navbar the item is placed on.'},
    {name: 'html', type: 'string', description: 'Raw HTML content instead of `label`.'},
    {name: 'className', type: 'string', description: 'Extra CSS class on the link.'},
  ],
};

export default table;
