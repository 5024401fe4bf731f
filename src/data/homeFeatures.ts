/** The feature cards of the home page: each one links to the guide that explains it. */
export interface HomeFeature {
  title: string;
  description: string;
  link: string;
  linkLabel: string;
}

export const homeFeatures: HomeFeature[] = [
  {
    title: 'Write Markdown, get a website',
    description:
      'Docs, blog posts and pages are Markdown or MDX files in your repository. Docusaurus turns them into a fast static site with navigation, sidebars and a table of contents.',
    link: '/docs/create-doc',
    linkLabel: 'Create your first doc',
  },
  {
    title: 'React where you need it',
    description:
      'MDX lets you drop interactive React components into any page, and every part of the theme can be replaced or wrapped by swizzling.',
    link: '/docs/markdown-features/react',
    linkLabel: 'Use React in Markdown',
  },
  {
    title: 'Versioned docs',
    description:
      'Freeze the docs of each release with one command, so readers of an older version always find the pages that match the code they run.',
    link: '/docs/versioning',
    linkLabel: 'Version your docs',
  },
  {
    title: 'Translations built in',
    description:
      'Ship the site in several languages: pages, docs, blog and theme labels are all translatable, with a locale switcher in the navbar.',
    link: '/docs/i18n/introduction',
    linkLabel: 'Translate your site',
  },
  {
    title: 'Search',
    description:
      'Plug in Algolia DocSearch or a local index so readers find the right page from any screen with a keyboard shortcut.',
    link: '/docs/search',
    linkLabel: 'Add search',
  },
  {
    title: 'Fast by default',
    description:
      'Every page is pre-rendered to HTML, then hydrated into a single-page app that prefetches the next page before you click.',
    link: '/docs/advanced/architecture',
    linkLabel: 'How it works',
  },
];
