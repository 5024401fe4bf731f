import type {ApiOptionTable} from './types';

/** `themeConfig.navbar` of @docusaurus/theme-classic. */
const table: ApiOptionTable = {
  packageName: '@docusaurus/theme-classic',
  anchorPrefix: 'navbar.',
  options: [
    {
      name: 'title',
      type: 'string | null',
      description: 'Text displayed next to the logo. Leave it out to show the logo alone.',
    },
    {
      name: 'logo',
      type: 'Logo',
      description: 'Image shown at the start of the bar; it links to the home page unless its `href` says otherwise.',
    },
    {
      name: 'items',
      type: 'NavbarItem[]',
      default: [],
      description: 'Links, dropdowns and special entries of the bar. Each object is one of the item types listed below.',
    },
    {
      name: 'hideOnScroll',
      type: 'boolean',
      default: false,
      description: 'Slides the bar out of view while the reader scrolls down and brings it back on scroll up.',
    },
    {
      name: 'style',
      type: "'primary' | 'dark'",
      description:
        'Fixed appearance of the bar: the primary color or a dark background. Without it the bar follows the light/dark mode.',
    },
  ],
};

export default table;
