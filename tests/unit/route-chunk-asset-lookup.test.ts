/**
 * The runtime's chunk-asset lookup keeps only the chunks whose id differs
 * from their name (src/plugins/bundle-performance/webpack/RouteChunkIdsPlugin.ts):
 * the framework falls back to the name for the others.
 */
import {describe, it} from 'node:test';
import assert from 'node:assert/strict';
import {withoutIdentityEntries} from '../../src/plugins/bundle-performance/webpack/RouteChunkIdsPlugin';

const runtime = (map: object) =>
  `var x = 1;\n__webpack_require__.gca = function(chunkId) { chunkId = ${JSON.stringify(map)}[chunkId]||chunkId; ` +
  'return __webpack_require__.p + __webpack_require__.u(chunkId); };';

/** What the lookup resolves a chunk name to, run as the runtime would. */
function lookup(source: string, name: string): string {
  const webpackRequire = {p: '/', u: (id: string) => `assets/js/${id}.js`} as Record<string, unknown>;
  new Function('__webpack_require__', source)(webpackRequire);
  return (webpackRequire.gca as (name: string) => string)(name);
}

describe('the chunk-asset lookup of the runtime', () => {
  const original = runtime({'0004341d': '0004341d', '17896441': '17896441', prism: 2214, 'image-zoom': '8214'});
  const lean = withoutIdentityEntries(original);

  it('drops the chunks named by their id and keeps the others', () => {
    assert.equal(lean, runtime({prism: 2214, 'image-zoom': '8214'}));
  });

  it('resolves every chunk name to the same asset as before', () => {
    for (const name of ['0004341d', '17896441', 'prism', 'image-zoom']) {
      assert.equal(lookup(lean, name), lookup(original, name), name);
    }
    assert.equal(lookup(lean, 'prism'), '/assets/js/2214.js');
  });

  it('fails loudly when the framework writes the lookup another way', () => {
    assert.throws(() => withoutIdentityEntries('__webpack_require__.gca = function(id) { return id; };'), /not where it was/);
  });
});
