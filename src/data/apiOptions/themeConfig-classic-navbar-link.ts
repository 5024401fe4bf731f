import type {ApiOptionTable} from './types';

/** Navbar item without `type` (and without `items`): a plain link. */
const table: ApiOptionTable = {
  packageName: '@docusaurus/theme-classic',
  anchorPrefix: 'navbar-link.',
  options: [
    {name: 'label', type: 'string', description: 'Visible text of the link.'},
    {
      name: 'to',
      type: 'string',
      description: 'Path of a page of this site; the base URL is prepended and the client-side router is used. Give either `to` or `href`.',
    },
    {
      name: 'href',
      type: 'string',
      description: 'Full URL, usually to another website. External URLs get an external-link icon. Give either `to` or `href`.',
    },
    {
      name: 'prependBaseUrlToHref',
      type: 'boolean',
      description: 'Adds the site base URL in front of `href`, handy for files in the static directory that must not go through the router.',
    },
    {name: 'position', type: "'left' | 'right'", default: 'left', description: 'Side of the navbar the item is placed on.'},
    {
      name: 'activeBasePath',
      type: 'string',
      description: 'Highlights the item on every page whose path starts with this value, not only on the target page.',
    },
    {
      name: 'activeBaseRegex',
      type: 'string',
      description: 'Regular expression tested against the current path to decide whether the item is active. Takes priority over `activeBasePath`.',
    },
    {name: 'html', type: 'string', description: 'Raw HTML used as the link content instead of `label`. Do not combine it with `label`.'},
    {name: 'className', type: 'string', description: 'Extra CSS class on the link.'},
  ],
};

export default table;
