import type {ApiOptionTable} from './types';

/** Navbar item of type `dropdown` (the type can be left out when `items` is present). */
const table: ApiOptionTable = {
  packageName: '@docusaurus/theme-classic',
  anchorPrefix: 'navbar-dropdown.',
  options: [
    {name: 'type', type: "'dropdown'", description: 'Optional: an item carrying an `items` list is treated as a dropdown anyway.'},
    {name: 'label', type: 'string', description: 'Text of the toggle that opens the menu.'},
    {
      name: 'items',
      type: 'NavbarItem[]',
      defaultDescription: 'required',
      description: 'Entries of the menu: plain links and `doc`, `docSidebar`, `docsVersion` or `html` items. Dropdowns cannot be nested.',
    },
    {name: 'position', type: "'left' | 'right'", default: 'left', description: 'Side of the navbar the dropdown is placed on.'},
    {name: 'html', type: 'string', description: 'Raw HTML content for the toggle, as an alternative to `label`.'},
    {name: 'className', type: 'string', description: 'Extra CSS class on the toggle.'},
  ],
};

export default table;
