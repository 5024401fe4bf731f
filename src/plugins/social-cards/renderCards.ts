/**
 * Renders card SVGs to PNG files with sharp, a few at a time, reusing a PNG
 * from the cache when the card's inputs have not changed since the last build.
 * The cache key is a hash of the SVG (which holds every input: text, layout)
 * and of the sharp version, so any change to either renders the card again.
 */
import crypto from 'crypto';
import fs from 'fs/promises';
import path from 'path';
import sharp from 'sharp';

export interface CardJob {
  svg: string;
  /** Absolute path of the PNG to write; without it the card is only rendered into the cache. */
  outputFile?: string;
}

export interface RenderStats {
  rendered: number;
  fromCache: number;
}

function cacheKey(svg: string): string {
  return crypto.createHash('sha256').update(sharp.versions.sharp ?? '').update(svg).digest('hex');
}

async function exists(file: string): Promise<boolean> {
  return fs.access(file).then(
    () => true,
    () => false,
  );
}

/** Runs `worker` over `items`, at most `limit` at once. */
async function forEachLimited<T>(items: readonly T[], limit: number, worker: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const lanes = Array.from({length: Math.min(limit, items.length)}, async () => {
    while (next < items.length) {
      const item = items[next];
      next += 1;
      await worker(item);
    }
  });
  await Promise.all(lanes);
}

export async function renderCards(jobs: readonly CardJob[], cacheDir: string, concurrency: number): Promise<RenderStats> {
  await fs.mkdir(cacheDir, {recursive: true});
  const stats: RenderStats = {rendered: 0, fromCache: 0};
  await forEachLimited(jobs, concurrency, async (job) => {
    const cached = path.join(cacheDir, `${cacheKey(job.svg)}.png`);
    if (await exists(cached)) {
      stats.fromCache += 1;
    } else {
      // Written under a temporary name first, so an interrupted build never leaves a truncated PNG in the cache.
      const partial = `${cached}.${process.pid}.tmp`;
      await sharp(Buffer.from(job.svg)).png({compressionLevel: 6}).toFile(partial);
      await fs.rename(partial, cached);
      stats.rendered += 1;
    }
    if (job.outputFile) {
      await fs.mkdir(path.dirname(job.outputFile), {recursive: true});
      await fs.copyFile(cached, job.outputFile);
    }
  });
  return stats;
}
