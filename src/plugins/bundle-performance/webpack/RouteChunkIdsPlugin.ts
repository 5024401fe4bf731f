/**
 * Gives each route chunk (the ones the generated registry names with an
 * 8-hex-digit webpackChunkName) that name as its webpack chunk id.
 *
 * With webpack's numeric ids, the runtime (runtime~main.js, loaded by every
 * page) carries three maps over all ~650 route chunks: id to name, id to
 * content hash, and the framework's name to id (for prefetching). When the id
 * is the name, webpack drops the first map, and the third only needs the
 * chunks whose id differs from their name: the framework's lookup falls back
 * to the name itself (`map[name] || name`), so this plugin leaves the others
 * out of it. Other chunks keep webpack's deterministic numeric ids, which are
 * assigned after this hook and skip chunks that already have an id.
 */
import type {Compiler} from 'webpack';

const routeChunkName = /^[0-9a-f]{8}$/;
// As the framework's ChunkAssetPlugin writes it (@docusaurus/core 2.1.0).
const chunkAssetLookup = /(__webpack_require__\.gca = function\(chunkId\) \{ chunkId = )(\{.*?\})(\[chunkId\]\|\|chunkId;)/;

/** The name-to-id map of the framework's chunk-asset lookup, without the entries whose id is their name. */
export function withoutIdentityEntries(runtimeSource: string): string {
  const match = chunkAssetLookup.exec(runtimeSource);
  // Another shape (a Docusaurus upgrade) must not pass in silence.
  if (!match) {
    throw new Error(
      'RouteChunkIdsPlugin: the chunk-asset lookup (__webpack_require__.gca) is not where it was; ' +
        'update src/plugins/bundle-performance/webpack/RouteChunkIdsPlugin.ts',
    );
  }
  const nameToId = JSON.parse(match[2]) as Record<string, string | number>;
  const differing = Object.fromEntries(Object.entries(nameToId).filter(([name, id]) => name !== String(id)));
  return runtimeSource.replace(chunkAssetLookup, (_all, before: string, _map: string, after: string) => {
    return `${before}${JSON.stringify(differing)}${after}`;
  });
}

/** Told when each half acted, for the swap ledger (swapLedger.ts). */
export interface RouteChunkIdsReports {
  onRouteChunkNamed?: () => void;
  onLookupRewritten?: () => void;
}

export class RouteChunkIdsPlugin {
  constructor(private readonly reports: RouteChunkIdsReports = {}) {}

  apply(compiler: Compiler): void {
    compiler.hooks.compilation.tap('RouteChunkIdsPlugin', (compilation) => {
      compilation.hooks.chunkIds.tap('RouteChunkIdsPlugin', (chunks) => {
        for (const chunk of chunks) {
          if (chunk.id === null && chunk.name && routeChunkName.test(chunk.name)) {
            chunk.id = chunk.name;
            chunk.ids = [chunk.name];
            this.reports.onRouteChunkNamed?.();
          }
        }
      });
    });
    // After the framework's ChunkAssetPlugin has added its lookup to the runtime.
    compiler.hooks.thisCompilation.tap('RouteChunkIdsPlugin', ({mainTemplate}) => {
      mainTemplate.hooks.requireExtensions.tap({name: 'RouteChunkIdsPlugin', stage: 10}, (source: string) => {
        if (!source.includes('__webpack_require__.gca')) return source;
        this.reports.onLookupRewritten?.();
        return withoutIdentityEntries(source);
      });
    });
  }
}
