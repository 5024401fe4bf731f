/**
 * The plugin instances that publish the test fixtures under /tests/: a docs
 * instance, a blog instance and a pages instance, each reading a folder of
 * `_dogfooding/`. docusaurus.config.ts spreads them into its plugin list, so
 * the site's own configuration stays about the site.
 */
import type {PluginConfig} from '@docusaurus/types';
import type {Options as DocsOptions} from '@docusaurus/plugin-content-docs';
import type {Options as BlogOptions} from '@docusaurus/plugin-content-blog';
import type {Options as PagesOptions} from '@docusaurus/plugin-content-pages';
import {blogEditUrl, docsEditUrl} from '../src/utils/editUrl';

/** `editBase`: where "Edit this page" links lead (the site config's one edit setting). */
export const dogfoodingPlugins = (editBase: string): PluginConfig[] => [
  [
    // The classic docs plugin with last-update dates read from one `git log`.
    require.resolve('../src/plugins/docs-last-update/index.ts'),
    {
      id: 'docs-tests',
      path: '_dogfooding/_docs tests',
      routeBasePath: '/tests/docs',
      sidebarPath: require.resolve('./docs-tests-sidebars.ts'),
      editUrl: docsEditUrl(editBase),
      showLastUpdateAuthor: true,
      showLastUpdateTime: true,
      versions: {current: {noIndex: true}},
    } satisfies DocsOptions,
  ],
  [
    'content-blog',
    {
      id: 'blog-tests',
      path: '_dogfooding/_blog tests',
      routeBasePath: '/tests/blog',
      postsPerPage: 3,
      editUrl: blogEditUrl(editBase),
      feedOptions: {type: 'all', title: 'Docusaurus Tests Blog'},
    } satisfies BlogOptions,
  ],
  [
    'content-pages',
    {
      id: 'pages-tests',
      path: '_dogfooding/_pages tests',
      routeBasePath: '/tests/pages',
    } satisfies PagesOptions,
  ],
];
