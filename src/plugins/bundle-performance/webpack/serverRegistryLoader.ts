/**
 * Webpack loader for the generated route registry (.docusaurus/registry.js),
 * server bundle only: each entry's module path becomes the entry's own key,
 * which is also its webpack chunk name and id (RouteChunkIdsPlugin.ts).
 *
 * Server rendering records the `modules` of every route component it renders
 * (react-loadable's Loadable.Capture) and looks them up in the client manifest
 * to list the page's scripts; that manifest is keyed by chunk, so the module
 * paths (e.g. '@site/docs/installation.md') found nothing and every page
 * listed only runtime~main.js and main.js. With the chunk names, each page
 * lists the chunks it renders, and src/config/ssrTemplate.ts writes them as
 * script tags: the browser fetches them with main.js instead of after it, and
 * the runtime needs no chunk addresses to start (ChunkHashesFilePlugin.ts).
 */
import {rewriteRegistryEntries} from './rewriteRegistryEntries';

const entry = /^( {2}'([0-9a-f]+)': \[\(\) => import\(\/\* webpackChunkName: '[0-9a-f]+' \*\/ '(?:[^'\\]|\\.)*'\)), '(?:[^'\\]|\\.)*'(, require\.resolveWeak\('(?:[^'\\]|\\.)*'\)\],?(?:\};)?)$/;

export default function serverRegistryLoader(source: string): string {
  return rewriteRegistryEntries(
    source,
    entry,
    (_match, start, chunkName, rest) => `${start}, '${chunkName}'${rest}`,
    'serverRegistryLoader.ts',
  );
}
