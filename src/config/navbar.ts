/** Navbar of every page: the sections on the left, versions, language and GitHub on the right. */
import type * as Preset from '@docusaurus/preset-classic';

type Navbar = NonNullable<Preset.ThemeConfig['navbar']>;

export const siteNavbar: Navbar = {
  hideOnScroll: true,
  title: 'Docusaurus',
  logo: {
    alt: 'Docusaurus logo',
    src: 'img/docusaurus.svg',
    width: 32,
    height: 32,
  },
  items: [
    {type: 'doc', position: 'left', docId: 'introduction', label: 'Docs'},
    {type: 'docSidebar', position: 'left', sidebarId: 'api', label: 'API'},
    {to: '/blog', label: 'Blog', position: 'left'},
    {to: '/showcase', label: 'Showcase', position: 'left'},
    {
      to: '/community/support',
      label: 'Community',
      position: 'left',
      activeBaseRegex: '/community/',
    },
    {to: '/tests/', label: 'Tests', position: 'left'},
    // Our own item type (src/theme/NavbarItem/ComponentTypes.tsx): a button
    // shown only on /tests/ pages, proving custom item types work.
    {type: 'custom-dogfood-navbar-item', content: '😉', position: 'left'} as NonNullable<Navbar['items']>[number],
    {
      type: 'docsVersionDropdown',
      position: 'right',
      dropdownActiveClassDisabled: true,
      dropdownItemsAfter: [
        {type: 'html', value: '<hr class="dropdown-separator">'},
        {to: '/versions', label: 'All versions'},
      ],
    },
    {type: 'localeDropdown', position: 'right'},
    {
      href: 'https://github.com/facebook/docusaurus',
      position: 'right',
      className: 'header-github-link',
      'aria-label': 'GitHub repository',
    },
  ],
};
