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
 * - three framework internals are swapped for ours (replaceInternalModule.ts),
 *   to take work off hydration and the tasks after it: the docs plugin's
 *   client helpers remember their answer per path
 *   (rememberedDocsClientUtils.ts), no `localeCompare` runs while the page
 *   hydrates (reactUtilsWithoutCollator.ts), and the prefetches that links
 *   ask for as they scroll into view wait for the chunk hashes and run in
 *   idle slices (prefetchInIdleSlices.ts).
 * - translation descriptions, for translators only, leave the client bundle
 *   (stripTranslationDescriptions.ts).
 * - main.js starts in several tasks instead of one (stagedClientEntry.ts
 *   replaces the framework's entry in production builds), and the first
 *   route preload matches the location a task later (preloadAfterFirstTask.ts,
 *   browser only): a tap during start-up is answered sooner (README.md).
 * - V8 compiles each client script whole, off the main thread, instead of
 *   each function at its first call (CompileHintPlugin.ts).
 * The JS loader itself is set by the site config's `webpack.jsLoader` (esbuildJsLoader.ts).
 */
import path from 'path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {Configuration} from 'webpack';
import TerserPlugin from 'terser-webpack-plugin';
import type {JsMinifyOptions} from '@swc/core';
import {RouteChunkIdsPlugin} from './webpack/RouteChunkIdsPlugin';
import {ChunkHashesFilePlugin} from './webpack/ChunkHashesFilePlugin';
import {CompileHintPlugin} from './webpack/CompileHintPlugin';
import {originalAliases, replaceInternalModule, type InternalModuleSwap} from './webpack/replaceInternalModule';
import {allOf, anyOf, assetText, hasLoader, hasModule, loudReplacement, SwapLedger, wasMarked, type Evidence} from './webpack/swapLedger';
import {switchedOff, perfOffVariable, themeComponentsOf, type MechanismName} from './mechanisms';
import {checkFrameworkVersion, installedFrameworkVersion} from './frameworkVersion';

// The debug plugin's pages import the registry and the config whole with this query.
const fullModuleQuery = /^\?full$/;

const docsClientFolder = path.join(path.dirname(require.resolve('@docusaurus/plugin-content-docs')), 'client');
const themeCommonFolder = path.dirname(require.resolve('@docusaurus/theme-common'));
const coreClientFolder = path.join(path.dirname(require.resolve('@docusaurus/core/package.json')), 'lib/client');

/** Framework internals swapped for ours (replaceInternalModule.ts), by mechanism. */
const internalModuleSwaps: Partial<Record<MechanismName, InternalModuleSwap>> = {
  rememberedDocsClientUtils: {
    target: path.join(docsClientFolder, 'docsClientUtils.js'),
    replacement: require.resolve('./runtime/rememberedDocsClientUtils.ts'),
    originalAlias: '@original-framework-module/docsClientUtils',
  },
  shallowMemoWithoutCollator: {
    target: path.join(themeCommonFolder, 'utils/reactUtils.js'),
    replacement: require.resolve('./runtime/reactUtilsWithoutCollator.ts'),
    originalAlias: '@original-framework-module/reactUtils',
  },
  prefetchInIdleSlices: {
    target: path.join(coreClientFolder, 'docusaurus.js'),
    replacement: require.resolve('./runtime/prefetchInIdleSlices.ts'),
    originalAlias: '@original-framework-module/docusaurus',
  },
  /**
   * In the browser only: server rendering has no task to keep short, and each
   * page would wait a timer for nothing.
   */
  preloadAfterFirstTask: {
    target: path.join(coreClientFolder, 'preload.js'),
    replacement: require.resolve('./runtime/preloadAfterFirstTask.ts'),
    originalAlias: '@original-framework-module/preload',
  },
};
// window.docusaurus (prefetchInIdleSlices) is set up by the client's entry alone: the server bundle never imports it.
const clientOnlySwaps: MechanismName[] = ['preloadAfterFirstTask', 'prefetchInIdleSlices'];

const prismLanguagesClientModule = /@docusaurus[\\/]theme-classic[\\/]lib[\\/]prism-include-languages(\.js)?$/;
const progressBarClientModule = /@docusaurus[\\/]theme-classic[\\/]lib[\\/]nprogress(\.js)?$/;
const codeBlockHighlighterLoader = /[\\/]theme[\\/]CodeBlock[\\/]Content[\\/]loadHighlighter(\.ts)?$/;

/**
 * webpack's persistent cache is keyed on the framework's own config files and
 * the site config, not on this plugin's files: a change here (a new swap, a
 * loader) would otherwise build from the stale cache, silently without it.
 */
const cacheKeyedOnThisPlugin: Configuration['cache'] = {
  type: 'filesystem',
  buildDependencies: {bundlePerformance: [`${__dirname}${path.sep}`]},
};
const cacheIsKeyed: Evidence = ({compilation}) => {
  const cache = compilation.options.cache;
  const keyed = cache && cache.type === 'filesystem' && cache.buildDependencies?.bundlePerformance?.includes(`${__dirname}${path.sep}`);
  return Boolean(keyed) || "the cache's build dependencies lost this folder";
};

/**
 * The chunk-asset lookup as it ends up in the runtime. A warm build takes the
 * runtime from webpack's cache without calling the hook that rewrites it, so
 * the rewritten runtime itself is the evidence then.
 */
const lookupWithoutIdentities: Evidence = (facts) => {
  const runtime = assetText(facts, /(^|\/)runtime~main\.[0-9a-f]+\.js$/);
  if (runtime === undefined) return 'no runtime~main script';
  if (!runtime.includes('.gca=function')) return 'the runtime has no chunk-asset lookup';
  return !/["']?\b([0-9a-f]{8})["']?:["']\1["']/.test(runtime) || 'the runtime still maps route chunks to themselves';
};

/**
 * A theme-level mechanism switched off: its components, and those under them,
 * resolve to the theme's originals instead of src/theme.
 */
function themeOriginals(config: Configuration, components: string[], mechanism: MechanismName, ledger: SwapLedger): Record<string, string> {
  const aliases = (config.resolve?.alias ?? {}) as Record<string, string>;
  const originals: Record<string, string> = {};
  for (const [key, file] of Object.entries(aliases)) {
    const name = key.replace(/^@theme-original\//, '');
    if (name !== key && components.some((component) => name === component || name.startsWith(`${component}/`))) {
      originals[`@theme/${name}`] = file;
    }
  }
  const first = originals[`@theme/${components[0]}`];
  if (!first) throw new Error(`bundle-performance: PERF_OFF=${mechanism} found no theme original of ${components.join(', ')}`);
  ledger.expect(`${mechanism} off: the theme's ${components.join(', ')}`, hasModule(first));
  return originals;
}

type WebpackChanges = Configuration & {mergeStrategy?: Record<string, 'replace'>};

/**
 * The webpack changes of one compilation (client or server), each mechanism
 * only when it is on, and each swap registered in the ledger, whose plugin
 * fails the compilation when a swap found nothing to act on.
 */
function webpackChanges(context: LoadContext, config: Configuration, isServer: boolean, off: ReadonlySet<MechanismName>): WebpackChanges {
  const on = (name: MechanismName) => !off.has(name);
  const ledger = new SwapLedger(isServer ? 'server' : 'client');
  const plugins: NonNullable<Configuration['plugins']> = [];
  const rules: NonNullable<NonNullable<Configuration['module']>['rules']> = [];
  const alias: Record<string, string> = {};
  const changes: WebpackChanges = {plugins, module: {rules}, resolve: {alias}};
  const loaderRule = (mechanism: MechanismName, test: string | RegExp, loaderFile: string, extra: object = {}) => {
    const loader = require.resolve(loaderFile);
    rules.push({test, use: [loader], ...extra});
    ledger.expect(`${mechanism}: ${path.basename(loaderFile)}`, hasLoader(loader));
  };
  const registry = path.join(context.generatedFilesDir, 'registry.js');

  if (on('cacheKey')) {
    changes.cache = cacheKeyedOnThisPlugin;
    ledger.expect('cacheKey: buildDependencies', cacheIsKeyed);
  }
  const frameworkCache = config.cache;
  if (process.env[perfOffVariable] !== undefined && typeof frameworkCache === 'object' && frameworkCache.type === 'filesystem') {
    // webpack's cache does not see alias or plugin changes: each PERF_OFF set (even an empty one) builds from a cache of its own.
    changes.cache = {...(changes.cache as object), type: 'filesystem', name: `${frameworkCache.name}-off-${[...off].sort().join('-')}`};
  }
  if (on('esbuildLoader')) ledger.expect('esbuildLoader: webpack.jsLoader', hasLoader(require.resolve('esbuild-loader')));
  if (on('lazyPrism')) {
    plugins.push(loudReplacement(ledger, 'lazyPrism: prism-include-languages client module', prismLanguagesClientModule, require.resolve('./runtime/prismLanguagesLoadedByCodeBlocks.ts')));
  }
  // Server rendering highlights every code block, so it has Prism from the
  // start; so does the browser when Prism stays in main.js anyway.
  if (on('keptCodeBlocks') && (isServer || !on('lazyPrism'))) {
    const bundled = path.join(context.siteDir, 'src/theme/CodeBlock/Content/loadHighlighter.server.ts');
    plugins.push(loudReplacement(ledger, 'code blocks: loadHighlighter.server', codeBlockHighlighterLoader, bundled));
  }
  if (on('lazyProgressBar')) {
    plugins.push(loudReplacement(ledger, 'lazyProgressBar: nprogress client module', progressBarClientModule, require.resolve('./runtime/lazyProgressBar.ts')));
  }
  for (const [mechanism, swap] of Object.entries(internalModuleSwaps) as Array<[MechanismName, InternalModuleSwap]>) {
    if (!on(mechanism) || (isServer && clientOnlySwaps.includes(mechanism))) continue;
    plugins.push(replaceInternalModule(ledger, `${mechanism}: ${path.basename(swap.target)}`, swap));
    Object.assign(alias, originalAliases([swap]));
  }

  for (const [mechanism, components] of Object.entries(themeComponentsOf) as Array<[MechanismName, string[]]>) {
    if (!on(mechanism)) Object.assign(alias, themeOriginals(config, components, mechanism, ledger));
  }

  if (isServer) {
    if (on('pageChunkScripts')) loaderRule('pageChunkScripts', registry, './webpack/serverRegistryLoader.ts', {resourceQuery: {not: [fullModuleQuery]}});
    plugins.push(ledger.plugin());
    return changes;
  }

  if (on('routeChunkIds')) {
    const named = ledger.expect('routeChunkIds: chunk ids', wasMarked('routeChunkIds: chunk ids'));
    const lookup = 'routeChunkIds: __webpack_require__.gca lookup';
    const rewritten = ledger.expect(lookup, anyOf(wasMarked(lookup), lookupWithoutIdentities));
    plugins.push(new RouteChunkIdsPlugin({onRouteChunkNamed: () => ledger.markApplied(named), onLookupRewritten: () => ledger.markApplied(rewritten)}));
  }
  if (on('chunkHashesFile')) {
    const found = ledger.expect('chunkHashesFile: chunk-filename runtime module', wasMarked('chunkHashesFile: chunk-filename runtime module'));
    plugins.push(new ChunkHashesFilePlugin(() => ledger.markApplied(found)));
  }
  if (on('compileHint')) {
    const hinted = ledger.expect('compileHint: scripts', wasMarked('compileHint: scripts'));
    plugins.push(new CompileHintPlugin(() => ledger.markApplied(hinted)));
  }
  if (on('leanRegistry')) loaderRule('leanRegistry', registry, './webpack/leanRegistryLoader.ts', {resourceQuery: {not: [fullModuleQuery]}});
  if (on('leanSiteConfig')) {
    loaderRule('leanSiteConfig', path.join(context.generatedFilesDir, 'docusaurus.config.mjs'), './webpack/leanSiteConfigLoader.ts', {resourceQuery: {not: [fullModuleQuery]}});
  }
  if (on('stripTranslationDescriptions')) {
    // After the JS loader: it sees compiled JavaScript, JSX included. Not
    // Markdown: the framework takes any rule for .mdx for a content plugin's.
    loaderRule('stripTranslationDescriptions', /\.(mjs|js|jsx|ts|tsx)$/, './webpack/stripTranslationDescriptionsLoader.ts', {enforce: 'post'});
  }
  if (on('stagedClientEntry')) {
    // The development server renders instead of hydrating, and reloads modules in place.
    const entry = require.resolve('./runtime/stagedClientEntry.ts');
    changes.entry = entry;
    changes.mergeStrategy = {entry: 'replace'};
    ledger.expect('stagedClientEntry: entry', hasModule(entry));
  }
  if (on('swcMinifier')) {
    const minimizers = config.optimization?.minimizer ?? [];
    const others = minimizers.filter((minimizer) => minimizer?.constructor?.name !== 'TerserPlugin');
    // Else both would run, or Terser would stay: either way not what was measured.
    if (others.length !== minimizers.length - 1) {
      throw new Error(`bundle-performance: swcMinifier expected one TerserPlugin among the framework's minimizers, found ${minimizers.length - others.length}`);
    }
    const swc = new TerserPlugin<JsMinifyOptions>({
      minify: TerserPlugin.swcMinify,
      terserOptions: {ecma: 2020, compress: {ecma: 2020}, mangle: true, format: {comments: false, ascii_only: true}},
    });
    changes.optimization = {minimizer: [swc, ...others]};
    changes.mergeStrategy = {...changes.mergeStrategy, 'optimization.minimizer': 'replace'};
    ledger.expect('swcMinifier: optimization.minimizer', ({compilation}) => compilation.options.optimization.minimizer?.includes(swc) || 'the minimizers were replaced after ours');
  }
  plugins.push(ledger.plugin());
  return changes;
}

export function bundlePerformancePlugin(context: LoadContext): Plugin {
  checkFrameworkVersion(installedFrameworkVersion());
  const off = switchedOff(process.env[perfOffVariable]);
  return {
    name: 'bundle-performance',
    configureWebpack(config, isServer) {
      // `docusaurus start` renders in the browser only, unminified, with readable
      // chunk names and hot module replacement: nothing here makes its first
      // load faster, and the registry loaders expect production chunk ids. Keep
      // the development server stock (the contributors' loop: README.md).
      if (config.mode !== 'production') return {};
      return webpackChanges(context, config, isServer, off);
    },
  };
}
