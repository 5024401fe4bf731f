import type {ApiOptionTable} from './types';

/** `themeConfig.colorMode` of @docusaurus/theme-classic. */
const table: ApiOptionTable = {
  packageName: '@docusaurus/theme-classic',
  anchorPrefix: 'colorMode.',
  options: [
    {
      name: 'defaultMode',
      type: "'light' | 'dark'",
      default: 'light',
      description: 'Mode used on a first visit, before the reader has picked one with the toggle.',
    },
    {
      name: 'disableSwitch',
      type: 'boolean',
      default: false,
      description: 'Removes the light/dark toggle from the navbar, so the site stays in the configured mode.',
    },
    {
      name: 'respectPrefersColorScheme',
      type: 'boolean',
      default: false,
      description:
        'Follows the `prefers-color-scheme` media query of the browser instead of `defaultMode`, as long as the reader has not chosen a mode yet.',
    },
  ],
};

export default table;
