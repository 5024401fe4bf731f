/**
 * The chunk content hashes leave the runtime for a file of their own
 * (src/plugins/bundle-performance/webpack/ChunkHashesFilePlugin.ts): the text pieces
 * run here as the browser would run them.
 */
import {describe, it} from 'node:test';
import assert from 'node:assert/strict';
import {
  chunkHashesFileName,
  chunkHashesGlobal,
  chunkHashesRuntimeCode,
  chunkHashesScript,
  extractContentHashes,
} from '../../src/plugins/bundle-performance/webpack/chunkHashesRuntime';

const lookup = '__webpack_require__.chunkContentHash';
// webpack 5's chunk-filename function as it generates it (before minification).
const filenameCode = (hashes: object) =>
  '// This function allow to reference async chunks\n__webpack_require__.u = (chunkId) => {\n' +
  '\t// return url for filenames based on template\n' +
  `\treturn "assets/js/" + ({"2214":"prism","8214":"image-zoom"}[chunkId] || chunkId) + "." + ${JSON.stringify(hashes)}[chunkId] + ".js";\n};`;

describe('taking the content hashes out of the chunk-filename function', () => {
  const hashes = {'66': '211a0442', '17896441': '4a62654a', '2214': '0c0ffee0'};

  it('returns the map and a function that reads the loaded one', () => {
    const extracted = extractContentHashes(filenameCode(hashes), lookup);
    assert.deepEqual(extracted.hashes, hashes);
    assert.ok(!extracted.code.includes('211a0442'));
    const u = new Function(
      '__webpack_require__',
      `${extracted.code}; return __webpack_require__.u;`,
    )({chunkContentHash: (id: string) => (hashes as Record<string, string>)[id]}) as (id: string) => string;
    assert.equal(u('17896441'), 'assets/js/17896441.4a62654a.js');
    assert.equal(u('2214'), 'assets/js/prism.0c0ffee0.js');
  });

  it('fails loudly when webpack writes the function another way', () => {
    assert.throws(() => extractContentHashes('__webpack_require__.u = (chunkId) => chunkId + ".js";', lookup), /found 0/);
    const twice = `${filenameCode(hashes)}\n${filenameCode(hashes)}`;
    assert.throws(() => extractContentHashes(twice, lookup), /found 2/);
  });
});

describe('the chunk-hashes file', () => {
  it('holds the same bytes for the same map, whatever its order', () => {
    const a = chunkHashesScript({b: '22222222', a: '11111111'});
    assert.equal(a, chunkHashesScript({a: '11111111', b: '22222222'}));
    assert.equal(a, `self.${chunkHashesGlobal}={"a":"11111111","b":"22222222"};\n`);
  });

  it('is named after its contents', () => {
    const one = chunkHashesFileName({a: '11111111'});
    assert.match(one.file, /^assets\/js\/chunk-hashes\.[0-9a-f]{8}\.js$/);
    assert.ok(one.file.includes(one.hash));
    assert.equal(chunkHashesFileName({a: '11111111'}).file, one.file);
    assert.notEqual(chunkHashesFileName({a: '11111112'}).file, one.file);
  });
});

/** A stand-in for webpack's runtime globals, with the runtime code run on it. */
function runtime({installed = [] as string[], loadFails = false} = {}) {
  const loadedChunks: string[] = [];
  const scriptLoads: string[] = [];
  const self: Record<string, unknown> = {};
  const require: Record<string, unknown> = {
    p: '/',
    e: (chunkId: string) => {
      loadedChunks.push(chunkId);
      return Promise.resolve();
    },
    O: {j: (chunkId: string) => installed.includes(chunkId)},
    l: (url: string, done: (event: {type: string}) => void) => {
      scriptLoads.push(url);
      setTimeout(() => {
        if (!loadFails) self[chunkHashesGlobal] = {'17896441': '4a62654a'};
        done({type: loadFails ? 'error' : 'load'});
      }, 5);
    },
  };
  const code = chunkHashesRuntimeCode('assets/js/chunk-hashes.abcdef12.js', lookup, {
    require: '__webpack_require__',
    publicPath: '__webpack_require__.p',
    loadScript: '__webpack_require__.l',
    ensureChunk: '__webpack_require__.e',
    onChunksLoaded: '__webpack_require__.O',
  });
  new Function('__webpack_require__', 'self', code)(require, self);
  return {
    ensureChunk: require.e as (chunkId: string) => Promise<void>,
    loadChunkHashes: require.loadChunkHashes as () => Promise<void>,
    hashOf: require.chunkContentHash as (chunkId: string) => string | undefined,
    loadedChunks,
    scriptLoads,
    fail: (next: boolean) => {
      loadFails = next;
    },
  };
}

describe('the runtime with the hashes in a file', () => {
  it('loads an installed chunk (one the page listed) without fetching the hashes', async () => {
    const r = runtime({installed: ['17896441']});
    await r.ensureChunk('17896441');
    assert.deepEqual(r.loadedChunks, ['17896441']);
    assert.deepEqual(r.scriptLoads, []);
  });

  it('fetches the hashes once before the first chunk it has to address', async () => {
    const r = runtime();
    assert.equal(r.hashOf('17896441'), undefined);
    await Promise.all([r.ensureChunk('17896441'), r.ensureChunk('66'), r.loadChunkHashes()]);
    assert.deepEqual(r.scriptLoads, ['/assets/js/chunk-hashes.abcdef12.js']);
    assert.deepEqual(r.loadedChunks.sort(), ['17896441', '66']);
    assert.equal(r.hashOf('17896441'), '4a62654a');
    await r.ensureChunk('123');
    assert.equal(r.scriptLoads.length, 1);
  });

  it('rejects as a chunk load error when the file fails, and tries again on the next call', async () => {
    const r = runtime({loadFails: true});
    await assert.rejects(r.ensureChunk('17896441'), (error: Error) => {
      assert.equal(error.name, 'ChunkLoadError');
      assert.match(error.message, /error: \/assets\/js\/chunk-hashes\.abcdef12\.js/);
      return true;
    });
    assert.deepEqual(r.loadedChunks, []);
    r.fail(false);
    await r.ensureChunk('17896441');
    assert.deepEqual(r.loadedChunks, ['17896441']);
    assert.equal(r.scriptLoads.length, 2);
  });
});
