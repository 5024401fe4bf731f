/**
 * The loaders of the generated route registry (src/plugins/bundle-performance):
 * the client's registry keeps only each entry's loader (leanRegistryLoader.ts),
 * the server's names each entry's module by its chunk (serverRegistryLoader.ts),
 * so that server rendering lists the page's chunks.
 */
import {describe, it} from 'node:test';
import assert from 'node:assert/strict';
import leanRegistryLoader from '../../src/plugins/bundle-performance/webpack/leanRegistryLoader';
import serverRegistryLoader from '../../src/plugins/bundle-performance/webpack/serverRegistryLoader';

const registry = [
  'export default {',
  "  '0004341d': [() => import(/* webpackChunkName: '0004341d' */ '@site/docs/cli.md'), '@site/docs/cli.md', require.resolveWeak('@site/docs/cli.md')],",
  "  'ff74e768': [() => import(/* webpackChunkName: 'ff74e768' */ '@site/changelog/it\\'s.md'), '@site/changelog/it\\'s.md', require.resolveWeak('@site/changelog/it\\'s.md')]};",
].join('\n');
const otherShape = "export default {\n  '0004341d': [() => import('x')],\n};";

describe('the client registry', () => {
  it('keeps only the loader of each entry', () => {
    assert.equal(
      leanRegistryLoader(registry),
      [
        'export default {',
        "  '0004341d': [() => import(/* webpackChunkName: '0004341d' */ '@site/docs/cli.md')],",
        "  'ff74e768': [() => import(/* webpackChunkName: 'ff74e768' */ '@site/changelog/it\\'s.md')]};",
      ].join('\n'),
    );
  });

  it('fails loudly on a registry of another shape', () => {
    assert.throws(() => leanRegistryLoader(otherShape), /leanRegistryLoader.ts: .*rewrote 0 of 1/);
  });
});

describe('the server registry', () => {
  it("names each entry's module by its chunk, which the client manifest is keyed by", () => {
    const out = serverRegistryLoader(registry).split('\n');
    assert.equal(
      out[1],
      "  '0004341d': [() => import(/* webpackChunkName: '0004341d' */ '@site/docs/cli.md'), '0004341d', require.resolveWeak('@site/docs/cli.md')],",
    );
    assert.match(out[2], /\), 'ff74e768', require\.resolveWeak\('@site\/changelog\/it\\'s\.md'\)\]\};$/);
  });

  it('fails loudly on a registry of another shape', () => {
    assert.throws(() => serverRegistryLoader(otherShape), /serverRegistryLoader.ts: .*rewrote 0 of 1/);
  });
});
