import type {ApiOptionTable} from './types';

/** Navbar item of type `docsVersionDropdown`. */
const table: ApiOptionTable = {
  packageName: '@docusaurus/theme-classic',
  anchorPrefix: 'navbar-docsVersionDropdown.',
  options: [
    {
      name: 'type',
      type: "'docsVersionDropdown'",
      defaultDescription: 'required',
      description: 'A menu listing every docs version; each entry opens the same page in that version when it exists.',
    },
    {name: 'docsPluginId', type: 'string', description: 'Id of the docs plugin instance whose versions are listed.'},
    {
      name: 'dropdownItemsBefore',
      type: 'NavbarItem[]',
      default: [],
      description: 'Extra entries inserted above the version list.',
    },
    {
      name: 'dropdownItemsAfter',
      type: 'NavbarItem[]',
      default: [],
      description: 'Extra entries appended below the version list, for instance a link to an archive of old versions.',
    },
    {
      name: 'dropdownActiveClassDisabled',
      type: 'boolean',
      description: 'Stops the toggle from being styled as active while a docs page is open.',
    },
    {name: 'position', type: "'left' | 'right'", default: 'left', description: 'Side of the navbar the menu is placed on.'},
    {
      name: 'label',
      type: 'string',
      description: 'Accepted for consistency, but in 2.1.0 the toggle always displays the label of the current version.',
    },
    {name: 'html', type: 'string', description: 'Shared with the other item types; prefer leaving it unset for this type.'},
    {name: 'className', type: 'string', description: 'Extra CSS class on the toggle.'},
  ],
};

export default table;
