import type {ApiOptionTable} from './types';

/** Navbar item of type `localeDropdown`. */
const table: ApiOptionTable = {
  packageName: '@docusaurus/theme-classic',
  anchorPrefix: 'navbar-localeDropdown.',
  options: [
    {
      name: 'type',
      type: "'localeDropdown'",
      defaultDescription: 'required',
      description: 'A language menu built from the i18n locales; each entry opens the current page in that locale.',
    },
    {name: 'dropdownItemsBefore', type: 'NavbarItem[]', default: [], description: 'Extra entries placed above the locales.'},
    {
      name: 'dropdownItemsAfter',
      type: 'NavbarItem[]',
      default: [],
      description: 'Extra entries placed below the locales, such as a link inviting readers to help translate.',
    },
    {name: 'position', type: "'left' | 'right'", default: 'left', description: 'Side of the navbar the menu is placed on.'},
    {
      name: 'label',
      type: 'string',
      description: 'Accepted, but the toggle always shows the label of the current locale next to a language icon.',
    },
    {name: 'html', type: 'string', description: 'Shared with the other item types; prefer leaving it unset for this type.'},
    {name: 'className', type: 'string', description: 'Extra CSS class on the toggle.'},
  ],
};

export default table;
