import type {ApiOptionTable} from './types';

/** Top-level `themeConfig` keys read by @docusaurus/theme-classic. */
const table: ApiOptionTable = {
  packageName: '@docusaurus/theme-classic',
  options: [
    {
      name: 'colorMode',
      type: 'object',
      defaultDescription: 'light mode, switch shown',
      description: 'Light and dark mode behaviour: the starting mode, the toggle, and the operating system preference.',
    },
    {
      name: 'image',
      type: 'string',
      description:
        'Default social card image for the `og:image` and `twitter:image` meta tags. Pages can replace it with their own `image` front matter.',
    },
    {
      name: 'metadata',
      type: 'Metadata[]',
      default: [],
      description: 'Extra meta tags added to the head of every page.',
    },
    {
      name: 'announcementBar',
      type: 'object',
      description: 'A banner shown above the navbar. Nothing is rendered when the key is absent.',
    },
    {
      name: 'navbar',
      type: 'object',
      defaultDescription: 'no items, always visible',
      description: 'Title, logo and items of the top navigation bar.',
    },
    {
      name: 'footer',
      type: 'object',
      description: 'Footer logo, links and copyright line. The site has no footer when the key is absent.',
    },
    {
      name: 'prism',
      type: 'object',
      defaultDescription: 'palenight theme, standard languages',
      description: 'Syntax highlighting of code blocks: color themes, extra languages and magic comments.',
    },
    {
      name: 'docs',
      type: 'object',
      defaultDescription: 'see the docs table',
      description: 'Docs-specific UI settings: version persistence and sidebar behaviour.',
    },
    {
      name: 'tableOfContents',
      type: 'object',
      defaultDescription: 'h2 and h3 headings',
      description: 'Which heading levels appear in the table of contents of each page.',
    },
  ],
};

export default table;
