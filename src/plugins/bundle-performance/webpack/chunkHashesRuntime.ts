/**
 * The text pieces of ChunkHashesFilePlugin.ts, kept apart from webpack so that
 * unit tests can run them (tests/unit/chunk-hashes-file.test.ts):
 * - taking the content-hash map out of webpack's chunk-filename function,
 * - the file that carries the map,
 * - the runtime code that fetches that file before a chunk's address is needed.
 */
import crypto from 'node:crypto';

/** Where the chunk-hashes file hands its map over (a script cannot return a value). */
export const chunkHashesGlobal = '__docusaurusChunkContentHashes';

/**
 * In webpack's generated `__webpack_require__.u` (unminified), the chunk
 * content hashes are one object literal indexed by `chunkId`, e.g.
 * `{"66":"211a0442","17896441":"4a62654a"}[chunkId]`; `[contenthash:8]` in the
 * filename makes every value 8 hex digits.
 */
const contentHashMap = /\{(?:"[^"]+":"[0-9a-f]{8}",?)+\}\[chunkId\]/g;

export interface ExtractedHashes {
  /** The chunk-filename function, reading the hashes from the loaded map. */
  code: string;
  hashes: Record<string, string>;
}

export function extractContentHashes(filenameCode: string, lookup: string): ExtractedHashes {
  const found = filenameCode.match(contentHashMap) ?? [];
  // Another shape (a webpack or framework upgrade) must not pass in silence.
  if (found.length !== 1) {
    throw new Error(
      `ChunkHashesFilePlugin: expected one content-hash map in webpack's chunk-filename function, found ${found.length}; ` +
        'update src/plugins/bundle-performance/webpack/chunkHashesRuntime.ts',
    );
  }
  const literal = found[0].slice(0, -'[chunkId]'.length);
  return {
    code: filenameCode.replace(found[0], `${lookup}(chunkId)`),
    hashes: JSON.parse(literal) as Record<string, string>,
  };
}

/** The file's contents. The map is stored sorted so that the same chunks always give the same bytes. */
export function chunkHashesScript(hashes: Record<string, string>): string {
  const sorted = Object.fromEntries(Object.entries(hashes).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  return `self.${chunkHashesGlobal}=${JSON.stringify(sorted)};\n`;
}

/** 8 hex digits of the file's contents, like webpack's `[contenthash:8]`. */
export function contentHashOf(text: string): string {
  return crypto.createHash('sha256').update(text).digest('hex').slice(0, 8);
}

export function chunkHashesFileName(hashes: Record<string, string>): {file: string; hash: string} {
  const hash = contentHashOf(chunkHashesScript(hashes));
  return {file: `assets/js/chunk-hashes.${hash}.js`, hash};
}

/** webpack's runtime globals this code uses, by their `__webpack_require__.x` names. */
export interface RuntimeNames {
  require: string;
  publicPath: string;
  loadScript: string;
  ensureChunk: string;
  onChunksLoaded: string;
}

/**
 * Runtime code, run after webpack's own: `ensureChunk` (`__webpack_require__.e`)
 * first fetches the chunk-hashes file unless the chunk is already installed
 * (the page's own chunks are, from its script tags) or the map is loaded;
 * `loadChunkHashes` lets others (the prefetcher) wait for it too; `lookup`
 * answers undefined until then, which the framework's prefetch skips.
 */
export function chunkHashesRuntimeCode(file: string, lookup: string, names: RuntimeNames): string {
  const r = names.require;
  return [
    'var chunkHashes, loadingChunkHashes;',
    `${lookup} = function (chunkId) { return chunkHashes && chunkHashes[chunkId]; };`,
    `${r}.loadChunkHashes = function () {`,
    '  if (chunkHashes) return Promise.resolve();',
    '  if (!loadingChunkHashes) {',
    '    loadingChunkHashes = new Promise(function (resolve, reject) {',
    `      var url = ${names.publicPath} + ${JSON.stringify(file)};`,
    `      ${names.loadScript}(url, function (event) {`,
    `        chunkHashes = self.${chunkHashesGlobal};`,
    '        if (chunkHashes) return resolve();',
    '        loadingChunkHashes = undefined;',
    "        var error = new Error('Loading the chunk hashes failed (' + (event && event.type) + ': ' + url + ')');",
    "        error.name = 'ChunkLoadError';",
    '        reject(error);',
    "      }, 'chunk-hashes');",
    '    });',
    '  }',
    '  return loadingChunkHashes;',
    '};',
    `var ensureChunkWithHashes = ${names.ensureChunk};`,
    `var isInstalled = ${names.onChunksLoaded} && ${names.onChunksLoaded}.j;`,
    `${names.ensureChunk} = function (chunkId) {`,
    '  if (chunkHashes || (isInstalled && isInstalled(chunkId))) return ensureChunkWithHashes(chunkId);',
    `  return ${r}.loadChunkHashes().then(function () { return ensureChunkWithHashes(chunkId); });`,
    '};',
  ].join('\n');
}
