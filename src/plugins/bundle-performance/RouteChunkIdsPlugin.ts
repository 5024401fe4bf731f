/**
 * Gives each route chunk (the ones the generated registry names with an
 * 8-hex-digit webpackChunkName) that name as its webpack chunk id.
 *
 * With webpack's numeric ids, the runtime (runtime~main.js, loaded by every
 * page) carries three maps over all ~650 route chunks: id to name, id to
 * content hash, and the framework's name to id (for prefetching). When the id
 * is the name, webpack drops the first map and the third compresses to
 * little. Other chunks keep webpack's deterministic numeric ids, which are
 * assigned after this hook and skip chunks that already have an id.
 */
import type {Compiler} from 'webpack';

const routeChunkName = /^[0-9a-f]{8}$/;

export class RouteChunkIdsPlugin {
  apply(compiler: Compiler): void {
    compiler.hooks.compilation.tap('RouteChunkIdsPlugin', (compilation) => {
      compilation.hooks.chunkIds.tap('RouteChunkIdsPlugin', (chunks) => {
        for (const chunk of chunks) {
          if (chunk.id === null && chunk.name && routeChunkName.test(chunk.name)) {
            chunk.id = chunk.name;
            chunk.ids = [chunk.name];
          }
        }
      });
    });
  }
}
