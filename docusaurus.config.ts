/**
 * Site configuration. Loaded through `docusaurus.config.js` (a TypeScript
 * require hook), because Docusaurus 2.1.0 only reads CommonJS config files.
 */
import type {Config} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import type {Options as DocsOptions} from '@docusaurus/plugin-content-docs';
import type {Options as BlogOptions} from '@docusaurus/plugin-content-blog';
import type {Options as PagesOptions} from '@docusaurus/plugin-content-pages';
import type {PluginOptions as PwaOptions} from '@docusaurus/plugin-pwa';
import type {PluginOptions as IdealImageOptions} from '@docusaurus/plugin-ideal-image';
import type {Options as ClientRedirectsOptions} from '@docusaurus/plugin-client-redirects';
import remarkMath from 'remark-math';
import rehypeKatex from 'rehype-katex';

import versions from './versions.json';
import {docsVersionRedirects, movedDocsRedirects} from './src/utils/redirects';
import {sectionPagesPlugin} from './src/plugins/section-pages';
import {watchTypeScriptConfigPlugin} from './src/plugins/watch-typescript-config';
import {localSearchPlugin} from './src/plugins/local-search';
import {siteNavbar} from './src/config/navbar';
import {siteFooter} from './src/config/footer';
import {pwaHeadTags} from './src/config/pwaHead';
import {lightCodeTheme, darkCodeTheme} from './src/config/prismThemes';

/** A preview build logs every client-side route change (spec §9). */
const isPreviewBuild = process.env.DOCS_PREVIEW_BUILD === 'true';

/**
 * BUILD_FAST=true builds only the current docs version: a quicker loop while
 * writing. Links into older versions cannot resolve then, so they only warn.
 */
const isFastBuild = process.env.BUILD_FAST === 'true';

const config: Config = {
  title: 'Docusaurus',
  tagline: 'Build optimized websites quickly, focus on your content',
  url: 'https://docusaurus.io',
  baseUrl: process.env.BASE_URL ?? '/',
  baseUrlIssueBanner: true,
  trailingSlash: undefined,
  favicon: 'img/docusaurus.ico',
  organizationName: 'facebook',
  projectName: 'docusaurus',
  onBrokenLinks: isFastBuild ? 'warn' : 'throw',
  onBrokenMarkdownLinks: 'throw',
  onDuplicateRoutes: 'throw',
  i18n: {
    defaultLocale: 'en',
    locales: ['en'],
    localeConfigs: {en: {label: 'English', direction: 'ltr', htmlLang: 'en'}},
  },
  customFields: {
    description:
      'An optimized site generator in React. Docusaurus helps you to move fast and write content.',
    isPreviewBuild,
  },
  // KaTeX's stylesheet is served from this site, never from a CDN.
  stylesheets: [{href: '/katex/katex.min.css', type: 'text/css'}],
  staticDirectories: ['static', '_dogfooding/_asset-tests'],
  clientModules: isPreviewBuild
    ? [require.resolve('./src/clientModules/routeChangeLogger.ts')]
    : [],
  // The classic preset adds theme-search-algolia itself because themeConfig.algolia is set.
  themes: ['@docusaurus/theme-live-codeblock'],
  presets: [
    [
      'classic',
      {
        debug: true,
        docs: {
          path: 'docs',
          sidebarPath: require.resolve('./sidebars.ts'),
          editUrl: 'https://github.com/facebook/docusaurus/edit/main/website/',
          showLastUpdateAuthor: true,
          showLastUpdateTime: true,
          remarkPlugins: [remarkMath],
          rehypePlugins: [rehypeKatex],
          lastVersion: 'current',
          versions: {current: {label: '2.0.0-rc.2'}},
          onlyIncludeVersions: isFastBuild ? ['current'] : undefined,
        },
        blog: {
          path: 'blog',
          postsPerPage: 5,
          blogSidebarCount: 'ALL',
          blogSidebarTitle: 'All our posts',
          feedOptions: {type: 'all', copyright: `Copyright © ${new Date().getFullYear()} Meta Platforms, Inc.`},
          editUrl: 'https://github.com/facebook/docusaurus/edit/main/website/',
        },
        pages: {},
        theme: {
          customCss: [
            require.resolve('./src/css/custom.css'),
            require.resolve('./src/css/visually-hidden.css'),
            require.resolve('./_dogfooding/dogfooding.css'),
          ],
        },
        sitemap: {ignorePatterns: ['/tests/**']},
      } satisfies Preset.Options,
    ],
  ],
  plugins: [
    watchTypeScriptConfigPlugin,
    // Search without a network unless Algolia credentials are set (see its README).
    localSearchPlugin,
    [
      require.resolve('./src/plugins/changelog/index.ts'),
      {
        id: 'changelog',
        path: 'changelog',
        routeBasePath: '/changelog',
        blogTitle: 'Docusaurus changelog',
        blogDescription: 'What changed in each release of Docusaurus 2.',
        blogSidebarCount: 'ALL',
        blogSidebarTitle: 'Changelog',
        showReadingTime: false,
        postsPerPage: 20,
        archiveBasePath: null,
        feedOptions: {type: 'all', title: 'Docusaurus changelog', language: 'en'},
      } satisfies BlogOptions,
    ],
    [
      'content-docs',
      {
        id: 'community',
        path: 'community',
        routeBasePath: 'community',
        sidebarPath: require.resolve('./sidebarsCommunity.ts'),
        editUrl: 'https://github.com/facebook/docusaurus/edit/main/website/',
        showLastUpdateAuthor: true,
        showLastUpdateTime: true,
      } satisfies DocsOptions,
    ],
    [
      'content-docs',
      {
        id: 'docs-tests',
        path: '_dogfooding/_docs tests',
        routeBasePath: '/tests/docs',
        sidebarPath: require.resolve('./_dogfooding/docs-tests-sidebars.ts'),
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
    [
      sectionPagesPlugin,
      {
        // Routes whose sub-paths render the same page (spec §2: non-exact).
        pages: [
          {path: '/versions', component: '@site/src/sections/VersionsPage'},
          {path: '/feature-requests', component: '@site/src/sections/FeatureRequestsPage'},
          {path: '/showcase', component: '@site/src/sections/ShowcasePage'},
          {path: '/tests', component: '@site/src/sections/TestsPage'},
        ],
      },
    ],
    [
      'client-redirects',
      {
        fromExtensions: ['html'],
        redirects: movedDocsRedirects,
        createRedirects: (existingPath) => docsVersionRedirects(existingPath, versions),
      } satisfies ClientRedirectsOptions,
    ],
    [
      'ideal-image',
      {quality: 70, max: 1030, min: 640, steps: 2, disableInDev: false} satisfies IdealImageOptions,
    ],
    [
      'pwa',
      {
        debug: isPreviewBuild,
        offlineModeActivationStrategies: ['appInstalled', 'standalone', 'queryString'],
        pwaHead: pwaHeadTags,
      } satisfies Partial<PwaOptions>,
    ],
  ],
  themeConfig: {
    image: 'img/docusaurus-social-card.png',
    metadata: [{name: 'twitter:card', content: 'summary_large_image'}],
    colorMode: {defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: true},
    docs: {sidebar: {hideable: true, autoCollapseCategories: true}},
    tableOfContents: {minHeadingLevel: 2, maxHeadingLevel: 3},
    announcementBar: {
      id: 'announcementBar-2',
      content:
        'Docusaurus 2 is nearly final: read the <a href="/docs/migration">migration guide</a> and <a href="/changelog">what changed</a> in each release.',
      isCloseable: true,
    },
    liveCodeBlock: {playgroundPosition: 'bottom'},
    prism: {
      theme: lightCodeTheme,
      darkTheme: darkCodeTheme,
      additionalLanguages: ['java', 'latex'],
      magicComments: [
        {
          className: 'theme-code-block-highlighted-line',
          line: 'highlight-next-line',
          block: {start: 'highlight-start', end: 'highlight-end'},
        },
        {className: 'code-block-error-line', line: 'This will error'},
      ],
    },
    algolia: {
      // No hosted search unless credentials are given at build time.
      appId: process.env.ALGOLIA_APP_ID ?? 'LOCAL',
      apiKey: process.env.ALGOLIA_API_KEY ?? 'local-search-only',
      indexName: process.env.ALGOLIA_INDEX_NAME ?? 'docusaurus-local',
      contextualSearch: true,
    },
    navbar: siteNavbar,
    footer: siteFooter,
  } satisfies Preset.ThemeConfig,
};

export default config;
