/**
 * Site configuration. Loaded through `docusaurus.config.js` (a TypeScript
 * require hook), because Docusaurus 2.1.0 only reads CommonJS config files.
 */
import type {Config} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import type {Options as DocsOptions} from '@docusaurus/plugin-content-docs';
import type {Options as BlogOptions} from '@docusaurus/plugin-content-blog';
import type {PluginOptions as PwaOptions} from '@docusaurus/plugin-pwa';
import type {PluginOptions as IdealImageOptions} from '@docusaurus/plugin-ideal-image';
import type {Options as ClientRedirectsOptions} from '@docusaurus/plugin-client-redirects';
import remarkMath from 'remark-math';
import rehypeKatex from 'rehype-katex';

import versions from './versions.json';
import {docsVersionRedirects, movedDocsRedirects} from './src/utils/redirects';
import {editUrlBase, docsEditUrl, blogEditUrl} from './src/utils/editUrl';
import {CURRENT_DOCS_LABEL} from './src/utils/currentDocsRelease';
import {sectionPagesPlugin} from './src/plugins/section-pages';
import {sectionRoutes} from './src/plugins/section-pages/sectionRoutes';
import {watchTypeScriptConfigPlugin} from './src/plugins/watch-typescript-config';
import {stableGlobalDataPlugin} from './src/plugins/stable-global-data';
import {localSearchPlugin} from './src/plugins/local-search';
import {hostedSearchCredentials} from './src/plugins/local-search/credentials';
import {dogfoodingPlugins} from './_dogfooding/plugins';
import {markdownExportPlugin} from './src/plugins/markdown-export';
import {socialCardsPlugin} from './src/plugins/social-cards';
import {versionComparePlugin} from './src/plugins/version-compare';
import {bundlePerformancePlugin} from './src/plugins/bundle-performance';
import {esbuildJsLoader} from './src/plugins/bundle-performance/webpack/esbuildJsLoader';
import {isOn} from './src/plugins/bundle-performance/mechanisms';
import {siteNavbar} from './src/config/navbar';
import {siteFooter} from './src/config/footer';
import {pwaHeadTags} from './src/config/pwaHead';
import {lightCodeTheme, darkCodeTheme} from './src/config/prismThemes';
import {ssrTemplate} from './src/config/ssrTemplate';

/** Where every "Edit this page" link leads: this site's own repository (see the README). */
const editBase = editUrlBase();

/** A preview build logs every client-side route change to the console, to debug navigation. */
const isPreviewBuild = process.env.DOCS_PREVIEW_BUILD === 'true';

/**
 * BUILD_FAST=true builds only the current docs version: a quicker loop while
 * writing. Links into older versions cannot resolve then, so they only warn.
 */
const isFastBuild = process.env.BUILD_FAST === 'true';

/** The classic docs plugin with its last-update dates read from one `git log` (see its file). */
const docsPlugin = require.resolve('./src/plugins/docs-last-update/index.ts');

const config: Config = {
  title: 'Docusaurus',
  tagline: 'Build optimized websites quickly, focus on your content',
  url: 'https://docusaurus.io',
  baseUrl: process.env.BASE_URL ?? '/',
  baseUrlIssueBanner: true,
  // PERF_OFF may switch either off (src/plugins/bundle-performance/mechanisms.ts).
  ...(isOn('deferredAppScripts') ? {ssrTemplate} : {}),
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
  // esbuild compiles our code, the theme's and MDX output much faster than Babel.
  webpack: {jsLoader: isOn('esbuildLoader') ? esbuildJsLoader : 'babel'},
  clientModules: [
    require.resolve('./src/clientModules/wellFormedLocation.ts'),
    require.resolve('./src/clientModules/imageZoom.ts'),
    ...(isPreviewBuild ? [require.resolve('./src/clientModules/routeChangeLogger.ts')] : []),
  ],
  // The classic preset adds theme-search-algolia itself because themeConfig.algolia is set.
  themes: ['@docusaurus/theme-live-codeblock'],
  presets: [
    [
      'classic',
      {
        debug: true,
        // The docs plugin is in `plugins` below, wrapped (src/plugins/docs-last-update).
        docs: false,
        blog: {
          path: 'blog',
          postsPerPage: 5,
          blogSidebarCount: 'ALL',
          blogSidebarTitle: 'All our posts',
          feedOptions: {type: 'all', copyright: `Copyright © ${new Date().getFullYear()} Meta Platforms, Inc.`},
          editUrl: blogEditUrl(editBase),
        },
        theme: {
          customCss: [
            require.resolve('./src/css/custom.css'),
            require.resolve('./src/css/visually-hidden.css'),
            require.resolve('./_dogfooding/dogfooding.css'),
          ],
        },
        sitemap: {ignorePatterns: ['/tests/**', '/docs-compare/**']},
      } satisfies Preset.Options,
    ],
  ],
  plugins: [
    watchTypeScriptConfigPlugin,
    // One order for the plugins' global data: a saved doc hot-updates its page only.
    stableGlobalDataPlugin,
    // Minifier, route registry and Prism placement: what every page downloads.
    bundlePerformancePlugin,
    // The docs: the classic plugin with last-update dates read from one `git log`.
    [
      docsPlugin,
      {
        path: 'docs',
        sidebarPath: require.resolve('./sidebars.ts'),
        editUrl: docsEditUrl(editBase),
        showLastUpdateAuthor: true,
        showLastUpdateTime: true,
        remarkPlugins: [remarkMath],
        rehypePlugins: [rehypeKatex],
        lastVersion: 'current',
        versions: {current: {label: CURRENT_DOCS_LABEL}},
        onlyIncludeVersions: isFastBuild ? ['current'] : undefined,
      } satisfies DocsOptions,
    ],
    // Search without a network unless Algolia credentials are set (see its README).
    localSearchPlugin,
    // Every page as Markdown at its URL plus .md, and /llms.txt (see its README).
    markdownExportPlugin,
    // A generated og:image per docs page, blog post and changelog entry.
    socialCardsPlugin,
    // "Compare versions" of a docs page: per-doc data and the /docs-compare/ page.
    versionComparePlugin,
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
        editUrl: blogEditUrl(editBase),
        feedOptions: {type: 'all', title: 'Docusaurus changelog', language: 'en'},
      } satisfies BlogOptions,
    ],
    [
      docsPlugin,
      {
        id: 'community',
        path: 'community',
        routeBasePath: 'community',
        sidebarPath: require.resolve('./sidebarsCommunity.ts'),
        editUrl: docsEditUrl(editBase),
        showLastUpdateAuthor: true,
        showLastUpdateTime: true,
      } satisfies DocsOptions,
    ],
    ...dogfoodingPlugins(editBase),
    [
      sectionPagesPlugin,
      {pages: sectionRoutes},
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
        // Per-page social cards are for link previews, not for offline reading.
        // (The plugin sets swSrc itself: only the ignore list is ours.)
        injectManifestConfig: {globIgnores: ['img/social-cards/**']} as PwaOptions['injectManifestConfig'],
        // Sticky offline mode and retiring a worker whose sw.js is gone (see the file).
        swRegister: require.resolve('./src/pwa/registerServiceWorker.ts'),
        // Evicted cache entries fall back to the network.
        swCustom: require.resolve('./src/pwa/networkFallbackWorker.js'),
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
        'These docs describe Docusaurus 2.1.0, the latest release (<a href="/versions">what the version labels mean</a>). Coming from v1? Read the <a href="/docs/migration">migration guide</a>.',
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
      // Hosted search only when all three credentials are given at build time
      // (the rule the local-search plugin follows too); otherwise placeholders
      // that the local index stands behind.
      ...(hostedSearchCredentials(process.env) ?? {
        appId: 'LOCAL',
        apiKey: 'local-search-only',
        indexName: 'docusaurus-local',
      }),
      contextualSearch: true,
    },
    navbar: siteNavbar,
    footer: siteFooter,
  } satisfies Preset.ThemeConfig,
};

export default config;
