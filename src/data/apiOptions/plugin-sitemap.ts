import type {ApiOptionTable} from './types';

const options: ApiOptionTable = {
  packageName: '@docusaurus/plugin-sitemap',
  options: [
    {
      name: 'id',
      type: 'string',
      default: 'default',
      description:
        'Names this plugin instance; needed only if you register the plugin twice to write two sitemap files.',
    },
    {
      name: 'changefreq',
      type: "'always' | 'hourly' | 'daily' | 'weekly' | 'monthly' | 'yearly' | 'never'",
      default: 'weekly',
      description:
        'Hint written in every URL entry about how often the page is expected to change. Crawlers may ignore it.',
    },
    {
      name: 'priority',
      type: 'number',
      default: 0.5,
      description:
        'Relative importance written in every URL entry, between 0 and 1. It only compares pages of your own site with each other.',
    },
    {
      name: 'ignorePatterns',
      type: 'string[]',
      default: [],
      description:
        'Glob patterns matched against route paths; matching pages are left out of the sitemap. The patterns see the full path, so include the `baseUrl` if your site has one.',
    },
    {
      name: 'filename',
      type: 'string',
      default: 'sitemap.xml',
      description:
        'Name of the file written to the build folder. Change it when two instances would otherwise write the same file.',
    },
  ],
};

export default options;
