import type {ApiOptionTable} from './types';

/** Navbar item of type `html`. */
const table: ApiOptionTable = {
  packageName: '@docusaurus/theme-classic',
  anchorPrefix: 'navbar-html.',
  options: [
    {name: 'type', type: "'html'", defaultDescription: 'required', description: 'Inserts a fragment of your own markup.'},
    {name: 'value', type: 'string', defaultDescription: 'required', description: 'The HTML to insert, used as is.'},
    {name: 'position', type: "'left' | 'right'", default: 'left', description: 'Side of the navbar the fragment is placed on.'},
    {name: 'className', type: 'string', description: 'Extra CSS class on the element wrapping the fragment.'},
  ],
};

export default table;
