/**
 * Webpack loader for the generated route registry (.docusaurus/registry.js),
 * client bundle only. Each entry is `[load, modulePath, weakModuleId]`, and in
 * the browser only `load` is ever called:
 * - the module path (e.g. '@site/versioned_docs/version-2.0.0-rc.1/cli.md')
 *   serves server rendering, which records the modules a page used
 *   (react-loadable's `modules`, read by Loadable.Capture);
 * - the weak module id feeds react-loadable's `webpack` option, read only by
 *   Loadable.preloadReady, which the framework's client never calls (it awaits
 *   its own preload of the matched routes before hydrating).
 * Both are dead weight in main.js, a string and a number per content module,
 * so each entry becomes `[load]` there. The server bundle keeps the registry
 * as generated.
 */
import {rewriteRegistryEntries} from './rewriteRegistryEntries';

const serverOnlyFields = /(\)), '(?:[^'\\]|\\.)*', require\.resolveWeak\('(?:[^'\\]|\\.)*'\)\](,?(?:\};)?)$/;

export default function leanRegistryLoader(source: string): string {
  return rewriteRegistryEntries(
    source,
    serverOnlyFields,
    (_match, loaderEnd, rest) => `${loaderEnd}]${rest}`,
    'leanRegistryLoader.ts',
  );
}
