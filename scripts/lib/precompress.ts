/**
 * Writes `file.gz` and `file.br` next to every text file of the build, so that
 * neither server compresses per request (nginx: gzip_static, brotli_static;
 * the Node server: scripts/lib/staticSite.ts). A compressed copy that would
 * not be smaller is not written.
 */
import fs from 'node:fs';
import path from 'node:path';
import {promisify} from 'node:util';
import zlib from 'node:zlib';

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

export const precompressedExtensions = ['.html', '.js', '.css', '.json', '.svg', '.xml', '.txt', '.md', '.webmanifest', '.map'];

function textFiles(folder: string, skip: (file: string) => boolean): string[] {
  return fs.readdirSync(folder, {withFileTypes: true}).flatMap((entry) => {
    const file = path.join(folder, entry.name);
    if (skip(file)) return [];
    if (entry.isDirectory()) return textFiles(file, skip);
    return precompressedExtensions.includes(path.extname(entry.name).toLowerCase()) ? [file] : [];
  });
}

/**
 * Brotli's quality per file. The code every first visit downloads (main.js,
 * the webpack runtime, the stylesheets) gets the slowest, densest setting
 * (11). The other hashed assets, over a thousand route chunks, get 10: about
 * 2% larger than 11 for a third of its time (measured on this build: 11 made
 * up most of the finish step, ~8 s of a cold build on two cores). Pages and
 * the rest change with every build; 9 keeps the build quick and still beats
 * gzip.
 */
export function brotliQuality(root: string, file: string): number {
  const relative = path.relative(root, file).split(path.sep).join('/');
  if (/^assets\/js\/(main|runtime~main)\.[0-9a-f]+\.js$/.test(relative) || /^assets\/css\//.test(relative)) {
    return zlib.constants.BROTLI_MAX_QUALITY;
  }
  return relative.startsWith('assets/') ? 10 : 9;
}

export interface PrecompressResult {
  files: number;
  bytes: number;
  gzipBytes: number;
  brotliBytes: number;
}

/** Compresses in batches: zlib's async calls run on libuv's thread pool. */
export async function precompress(root: string, skip: (file: string) => boolean): Promise<PrecompressResult> {
  const files = textFiles(root, skip);
  const result: PrecompressResult = {files: files.length, bytes: 0, gzipBytes: 0, brotliBytes: 0};
  const batch = 16;
  for (let start = 0; start < files.length; start += batch) {
    await Promise.all(
      files.slice(start, start + batch).map(async (file) => {
        const data = fs.readFileSync(file);
        const [gzipped, brotlied] = await Promise.all([
          gzip(data, {level: zlib.constants.Z_BEST_COMPRESSION}),
          brotli(data, {
            params: {
              [zlib.constants.BROTLI_PARAM_QUALITY]: brotliQuality(root, file),
              [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
            },
          }),
        ]);
        result.bytes += data.length;
        // Same modification time as the file: nginx's ETag and Last-Modified
        // of the compressed copy then change only when the file does.
        const stat = fs.statSync(file);
        for (const [extension, compressed] of [
          ['.gz', gzipped],
          ['.br', brotlied],
        ] as const) {
          const target = file + extension;
          if (compressed.length >= data.length) {
            fs.rmSync(target, {force: true});
            continue;
          }
          fs.writeFileSync(target, compressed);
          fs.utimesSync(target, stat.atime, stat.mtime);
          if (extension === '.gz') result.gzipBytes += compressed.length;
          else result.brotliBytes += compressed.length;
        }
      }),
    );
  }
  return result;
}
