/**
 * Resolves once the runtime knows every chunk's address: the chunk hashes live
 * in a file of their own, fetched when first needed (ChunkHashesFilePlugin.ts).
 * The framework's prefetch builds chunk addresses itself and skips the ones it
 * cannot build yet, so the prefetcher waits for this first. Resolves at once
 * where there is no such file (server rendering, the development server).
 */
declare const __webpack_require__: {loadChunkHashes?: () => Promise<void>} | undefined;

export function chunkHashesLoaded(): Promise<void> {
  const load = typeof __webpack_require__ === 'undefined' ? undefined : __webpack_require__.loadChunkHashes;
  return load ? load() : Promise.resolve();
}
