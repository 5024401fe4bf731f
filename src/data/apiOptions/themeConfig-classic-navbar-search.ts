import type {ApiOptionTable} from './types';

/** Navbar item of type `search`. */
const table: ApiOptionTable = {
  packageName: '@docusaurus/theme-classic',
  anchorPrefix: 'navbar-search.',
  options: [
    {
      name: 'type',
      type: "'search'",
      defaultDescription: 'required',
      description: 'Renders the `@theme/SearchBar` component at this spot of the desktop navbar.',
    },
    {name: 'position', type: "'left' | 'right'", default: 'left', description: 'Side of the navbar the search box is placed on.'},
    {name: 'className', type: 'string', description: 'Extra CSS class on the wrapper of the search box.'},
  ],
};

export default table;
