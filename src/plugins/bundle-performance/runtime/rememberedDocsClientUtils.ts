// Copied from @docusaurus/plugin-content-docs@2.1.0 src/client/docsClientUtils.ts sha256:81ccbf00cf3d492cd0a89efd3639415ec0e925f811a932f7da94048fc8b3ee60
/**
 * The docs plugin's client helpers (which docs plugin, version and doc a path
 * belongs to), each answer remembered per path. The navbar's version dropdown
 * and doc links, the sidebar, the version banner... ask on every render, and
 * every answer sorts the docs plugins with `localeCompare` and tries the path
 * against the docs of each version (some 250 regular expressions here): a
 * visible share of the home page's hydration (README.md). The answers depend
 * only on the global data, one object for the life of the app, and the path.
 * The active plugin is found without `localeCompare`: its first call builds
 * an ICU collator, a visible slice of hydration on a slow phone, and plain
 * comparison orders a path after its own prefixes just as well, which is all
 * the sort is for (the longest matching base path wins).
 *
 * Swapped in for the plugin's own module (lib/client/docsClientUtils.js) by
 * src/plugins/bundle-performance (replaceInternalModule.ts).
 */
import {matchPath} from '@docusaurus/router';
import * as original from '@original-framework-module/docsClientUtils';
import {rememberPerPath} from './rememberPerPath';

const activePlugin = rememberPerPath(
  (allPluginData: Parameters<typeof original.getActivePlugin>[0], pathname): ReturnType<typeof original.getActivePlugin> => {
    const byPathDescending = Object.entries(allPluginData).sort(([, a], [, b]) => (a.path < b.path ? 1 : a.path > b.path ? -1 : 0));
    const found = byPathDescending.find(([, data]) => matchPath(pathname, {path: data.path, exact: false, strict: false}));
    return found && {pluginId: found[0], pluginData: found[1]};
  },
);

export const getActivePlugin: typeof original.getActivePlugin = (allPluginData, pathname, options = {}) => {
  const found = activePlugin(allPluginData, pathname);
  // The original throws the framework's own message when asked to.
  return found ?? (options.failfast ? original.getActivePlugin(allPluginData, pathname, options) : undefined);
};

export const {getLatestVersion} = original;
export const getActiveVersion = rememberPerPath(original.getActiveVersion);
export const getActiveDocContext = rememberPerPath(original.getActiveDocContext);
export const getDocVersionSuggestions = rememberPerPath(original.getDocVersionSuggestions);
