/**
 * The production build's webpack changes (the framework's configureWebpack
 * hook, client and server bundles): each mechanism behind its PERF_OFF name
 * (mechanisms.ts), each swap registered in the ledger (webpack/swapLedger.ts).
 * What each one does, why, and what it measured: README.md in this folder.
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

const coreClientFolder = path.join(path.dirname(require.resolve('@docusaurus/core/package.json')), 'lib/client');

/** Framework internals swapped for ours (replaceInternalModule.ts), by mechanism. */
const internalModuleSwaps: Partial<Record<MechanismName, InternalModuleSwap>> = {
  chunkHashesFile: {
    target: path.join(coreClientFolder, 'docusaurus.js'),
    replacement: require.resolve('./runtime/prefetchAfterChunkHashes.ts'),
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
// window.docusaurus (prefetchAfterChunkHashes.ts) is set up by the client's entry alone: the server bundle never imports it.
const clientOnlySwaps: MechanismName[] = ['preloadAfterFirstTask', 'chunkHashesFile'];

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
    // The CSS minimizer stays the framework's: the styles are written against its media-query ordering.
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
