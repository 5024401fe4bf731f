/**
 * Keeps what every page downloads, and the build, lean, through the
 * framework's configureWebpack hook (client bundle of a production build):
 * - JavaScript is minified by SWC (through the framework's own Terser
 *   plugin) instead of Terser: the cold build spent most of its time in
 *   Terser. Not esbuild's minifier: it keeps code that webpack marked unused
 *   (the DocSearch modal would land in main.js). The CSS minimizer stays the
 *   framework's, whose media-query ordering the styles are written against.
 * - the route registry in main.js loses what only server rendering reads
 *   (leanRegistryLoader.ts), the site config its plugin, preset and theme
 *   lists (leanSiteConfigLoader.ts); the debug plugin's pages import both whole
 *   (src/theme/DebugRegistry, src/theme/DebugConfig).
 * - route chunks are identified by their names (RouteChunkIdsPlugin.ts),
 *   and the chunk content hashes leave the runtime every page loads for a
 *   file fetched when first needed (ChunkHashesFilePlugin.ts); each page
 *   lists its own chunks as script tags instead, named by the server bundle's
 *   registry (serverRegistryLoader.ts) and written by src/config/ssrTemplate.ts.
 * - Prism leaves main.js and the first load: the theme's client module that
 *   registers the extra Prism languages is emptied (server and client alike,
 *   so both render the same); src/theme/CodeBlock/Content/highlighter.ts
 *   registers them, and the browser fetches it when the reader heads for
 *   another page or when a code block has no server markup to keep
 *   (String.tsx); the server bundle has it from
 *   the start (loadHighlighter.server.ts).
 * - the navigation progress bar's library leaves main.js too: the theme's
 *   nprogress client module is swapped for lazyProgressBar.ts, which fetches
 *   it when the first navigation to another page begins.
 * - four framework internals are swapped for ours (replaceInternalModule.ts,
 *   and a resolve alias for the route table's component factory), server and
 *   client alike, to take work off main.js, hydration and the tasks after it:
 *   the route table builds a route's loadable component only when the route
 *   is first preloaded or rendered (lazyComponentCreator.tsx), the docs
 *   plugin's client helpers remember their answer per path
 *   (rememberedDocsClientUtils.ts), no `localeCompare` runs while the page
 *   hydrates (stableReactUtils.ts), and the prefetches that links ask for as
 *   they scroll into view run in idle slices (slicedPrefetchDocusaurus.ts).
 * - translation descriptions, for translators only, leave the client bundle
 *   (stripTranslationDescriptions.ts).
 * - main.js starts in several tasks instead of one (stagedClientEntry.ts
 *   replaces the framework's entry in production builds), and the first
 *   route preload matches the location a task later (taskedPreload.ts,
 *   browser only): a tap during start-up waits ~30 ms at most, not ~125.
 * - V8 compiles each client script whole, off the main thread, instead of
 *   each function at its first call (CompileHintPlugin.ts).
 * - no `<Head>` hydrates: they mount a render later, the server's head in
 *   place until then (headAfterHydration.tsx, browser only).
 * The JS loader itself is set by the site config's `webpack.jsLoader` (esbuildJsLoader.ts).
 */
import path from 'path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import webpack, {type Configuration} from 'webpack';
import TerserPlugin from 'terser-webpack-plugin';
import type {JsMinifyOptions} from '@swc/core';
import {RouteChunkIdsPlugin} from './RouteChunkIdsPlugin';
import {ChunkHashesFilePlugin} from './ChunkHashesFilePlugin';
import {CompileHintPlugin} from './CompileHintPlugin';
import {originalAliases, replaceInternalModule, type InternalModuleSwap} from './replaceInternalModule';

// The debug plugin's pages import the registry and the config whole with this query.
const fullModuleQuery = /^\?full$/;

const docsClientFolder = path.join(path.dirname(require.resolve('@docusaurus/plugin-content-docs')), 'client');
const themeCommonFolder = path.dirname(require.resolve('@docusaurus/theme-common'));
const coreClientFolder = path.join(path.dirname(require.resolve('@docusaurus/core/package.json')), 'lib/client');

/** Framework internals swapped for ours (replaceInternalModule.ts), server and client alike. */
const internalModuleSwaps: InternalModuleSwap[] = [
  {
    target: path.join(docsClientFolder, 'docsClientUtils.js'),
    replacement: require.resolve('./rememberedDocsClientUtils.ts'),
    originalAlias: '@docusaurus-original/docsClientUtils',
  },
  {
    target: path.join(themeCommonFolder, 'utils/reactUtils.js'),
    replacement: require.resolve('./stableReactUtils.ts'),
    originalAlias: '@docusaurus-original/reactUtils',
  },
  {
    target: path.join(coreClientFolder, 'docusaurus.js'),
    replacement: require.resolve('./slicedPrefetchDocusaurus.ts'),
    originalAlias: '@docusaurus-original/docusaurus',
  },
];
const internalModulePlugins = () => internalModuleSwaps.map(replaceInternalModule);

/**
 * Swapped in the browser only: server rendering has no task to keep short,
 * and each page would wait a timer for nothing.
 */
const clientOnlyModuleSwaps: InternalModuleSwap[] = [
  {
    target: path.join(coreClientFolder, 'preload.js'),
    replacement: require.resolve('./taskedPreload.ts'),
    originalAlias: '@docusaurus-original/preload',
  },
];

/**
 * The route table imports its component factory by the framework's alias, not
 * by a relative path, so it is swapped by alias (lazyComponentCreator.tsx).
 */
const componentCreatorAliases = {
  '@docusaurus/ComponentCreator': require.resolve('./lazyComponentCreator.tsx'),
  '@docusaurus-original/ComponentCreator': path.join(coreClientFolder, 'exports/ComponentCreator.js'),
};
/** In the browser only: the server's Helmets write the head (headAfterHydration.tsx). */
const clientOnlyAliases = {
  '@docusaurus/Head': require.resolve('./headAfterHydration.tsx'),
};
const resolveAliases = () => ({
  ...originalAliases([...internalModuleSwaps, ...clientOnlyModuleSwaps]),
  ...componentCreatorAliases,
});

/**
 * webpack's persistent cache is keyed on the framework's own config files and
 * the site config, not on this plugin's files: a change here (a new swap, a
 * loader) would otherwise build from the stale cache, silently without it.
 */
const cacheKeyedOnThisPlugin: Configuration['cache'] = {
  type: 'filesystem',
  buildDependencies: {bundlePerformance: [`${__dirname}${path.sep}`]},
};

export function bundlePerformancePlugin(context: LoadContext): Plugin {
  return {
    name: 'bundle-performance',
    configureWebpack(config, isServer) {
      // `docusaurus start` renders in the browser only, unminified, with readable
      // chunk names and hot module replacement: nothing here makes its first
      // load faster, and the registry loaders expect production chunk ids. Keep
      // the development server stock (the contributors' loop: README.md).
      if (config.mode !== 'production') return {};
      const prismClientModule = new webpack.NormalModuleReplacementPlugin(
        /@docusaurus[\\/]theme-classic[\\/]lib[\\/]prism-include-languages(\.js)?$/,
        require.resolve('./emptyClientModule.ts'),
      );
      const progressBarClientModule = new webpack.NormalModuleReplacementPlugin(
        /@docusaurus[\\/]theme-classic[\\/]lib[\\/]nprogress(\.js)?$/,
        require.resolve('./lazyProgressBar.ts'),
      );
      if (isServer) {
        // Server rendering highlights every code block, so it has Prism from the start.
        const bundledHighlighter = new webpack.NormalModuleReplacementPlugin(
          /[\\/]theme[\\/]CodeBlock[\\/]Content[\\/]loadHighlighter(\.ts)?$/,
          path.join(context.siteDir, 'src/theme/CodeBlock/Content/loadHighlighter.server.ts'),
        );
        return {
          plugins: [prismClientModule, progressBarClientModule, bundledHighlighter, ...internalModulePlugins()],
          resolve: {alias: resolveAliases()},
          cache: cacheKeyedOnThisPlugin,
          module: {
            rules: [
              {
                test: path.join(context.generatedFilesDir, 'registry.js'),
                resourceQuery: {not: [fullModuleQuery]},
                use: [require.resolve('./serverRegistryLoader.ts')],
              },
            ],
          },
        };
      }
      const changes: Configuration & {mergeStrategy?: Record<string, 'replace'>} = {
        plugins: [
          prismClientModule,
          progressBarClientModule,
          new RouteChunkIdsPlugin(),
          // The development server names chunks without content hashes.
          ...(config.mode === 'production' ? [new ChunkHashesFilePlugin(), new CompileHintPlugin()] : []),
          ...internalModulePlugins(),
          ...clientOnlyModuleSwaps.map(replaceInternalModule),
        ],
        resolve: {alias: {...resolveAliases(), ...clientOnlyAliases}},
        cache: cacheKeyedOnThisPlugin,
        module: {
          rules: [
            {
              test: path.join(context.generatedFilesDir, 'registry.js'),
              resourceQuery: {not: [fullModuleQuery]},
              use: [require.resolve('./leanRegistryLoader.ts')],
            },
            {
              test: path.join(context.generatedFilesDir, 'docusaurus.config.mjs'),
              resourceQuery: {not: [fullModuleQuery]},
              use: [require.resolve('./leanSiteConfigLoader.ts')],
            },
            {
              // After the JS loader: it sees compiled JavaScript, JSX included. Not
              // Markdown: the framework takes any rule for .mdx for a content plugin's.
              test: /\.(mjs|js|jsx|ts|tsx)$/,
              enforce: 'post',
              use: [require.resolve('./stripTranslationDescriptionsLoader.ts')],
            },
          ],
        },
      };
      if (config.mode === 'production') {
        // The development server renders instead of hydrating, and reloads modules in place.
        changes.entry = require.resolve('./stagedClientEntry.ts');
        changes.mergeStrategy = {entry: 'replace'};
      }
      const minimizers = config.optimization?.minimizer;
      if (config.mode === 'production' && minimizers?.length) {
        changes.optimization = {
          minimizer: [
            new TerserPlugin<JsMinifyOptions>({
              minify: TerserPlugin.swcMinify,
              terserOptions: {
                ecma: 2020,
                compress: {ecma: 2020},
                mangle: true,
                format: {comments: false, ascii_only: true},
              },
            }),
            ...minimizers.filter((minimizer) => minimizer?.constructor?.name !== 'TerserPlugin'),
          ],
        };
        changes.mergeStrategy = {...changes.mergeStrategy, 'optimization.minimizer': 'replace'};
      }
      return changes;
    },
  };
}
