import type {ApiOptionTable} from './types';

/** The logo object accepted by `themeConfig.navbar.logo` and `themeConfig.footer.logo`. */
const table: ApiOptionTable = {
  packageName: '@docusaurus/theme-classic',
  anchorPrefix: 'logo.',
  options: [
    {
      name: 'src',
      type: 'string',
      defaultDescription: 'required',
      description: 'Image URL, or a path inside the static directory; the base URL is added for you.',
    },
    {name: 'srcDark', type: 'string', description: 'Alternative image used in dark mode. Falls back to `src`.'},
    {
      name: 'alt',
      type: 'string',
      defaultDescription: 'navbar: site title, or empty when a navbar title is shown',
      description: 'Alternative text of the image. An empty string marks the image as decorative.',
    },
    {
      name: 'href',
      type: 'string',
      defaultDescription: 'navbar: the home page; footer: no link',
      description: 'Where a click on the logo leads.',
    },
    {name: 'target', type: 'string', description: 'Target attribute of the logo link, for instance `_blank`.'},
    {name: 'width', type: 'string | number', description: 'Width attribute of the image element.'},
    {name: 'height', type: 'string | number', description: 'Height attribute of the image element.'},
    {name: 'style', type: 'object', description: 'Inline styles for the image, written as a React style object.'},
    {name: 'className', type: 'string', description: 'CSS class added to the image.'},
  ],
};

export default table;
