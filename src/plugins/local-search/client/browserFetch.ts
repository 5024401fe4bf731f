/**
 * Downloads index files in the browser and keeps a copy in Cache Storage, so
 * that once a shard was used it keeps working offline, even after a reload
 * and whether or not the service worker precached it.
 */
import type {FetchJson} from './indexLoader';
import type {SearchManifest, SearchPack, ShardHead} from '../shared/indexFormat';

const cacheName = 'docusaurus-local-search';

async function openCache(): Promise<Cache | undefined> {
  try {
    return typeof caches === 'undefined' ? undefined : await caches.open(cacheName);
  } catch {
    // Storage can be disabled (private windows, insecure origins).
    return undefined;
  }
}

function directoryOf(url: string): string {
  return url.slice(0, url.lastIndexOf('/') + 1);
}

/** Drops copies that the freshly read manifest or shard head no longer names. */
async function pruneCache(cache: Cache, keep: (url: string) => boolean): Promise<void> {
  for (const request of await cache.keys()) {
    if (!keep(request.url)) {
      await cache.delete(request);
    }
  }
}

export function createBrowserFetchJson(baseUrl: string): FetchJson {
  const absolute = (path: string) => new URL(`${baseUrl}${path}`, window.location.href).href;
  const manifestUrl = {current: ''};

  return async (path, {fresh, storedOnly}) => {
    const url = absolute(path);
    const cache = await openCache();
    if (storedOnly) {
      const stored = cache && (await cache.match(url));
      if (!stored) {
        throw new Error(`${path} is not stored`);
      }
      return stored.json();
    }
    // Hashed files never change: a stored copy is as good as the network's.
    if (!fresh && cache) {
      const stored = await cache.match(url);
      if (stored) {
        return stored.json();
      }
    }
    let response: Response;
    try {
      response = await fetch(url, {cache: fresh ? 'no-cache' : 'default', credentials: 'same-origin'});
      if (!response.ok) {
        throw new Error(`HTTP ${response.status} for ${path}`);
      }
    } catch (error) {
      const stored = cache && (await cache.match(url));
      if (stored) {
        return stored.json();
      }
      throw error;
    }
    const body: unknown = await response.clone().json();
    if (cache) {
      void pruneStale(cache, url, body).catch(() => undefined);
      // Awaited, so that a finished prefetch means every file is stored for offline use.
      await cache.put(url, response).catch(() => undefined);
    }
    return body;
  };

  async function pruneStale(cache: Cache, url: string, body: unknown): Promise<void> {
    if (url.endsWith('/manifest.json')) {
      manifestUrl.current = url;
      const manifest = body as SearchManifest;
      const shardDirectories = new Set(manifest.shards.map((shard) => directoryOf(absolute(shard.head))));
      const packs = new Set(manifest.packs.map((pack) => absolute(pack.file)));
      await pruneCache(cache, (cached) => cached === url || packs.has(cached) || shardDirectories.has(directoryOf(cached)));
    } else if (/\/head\.[0-9a-f]+\.json$/.test(url)) {
      await pruneShard(cache, url, body as ShardHead);
    } else if (/\/packs\/[^/]+\.json$/.test(url)) {
      for (const {path, head} of (body as SearchPack).heads) {
        await pruneShard(cache, absolute(path), head);
      }
    }
  }

  /** Drops the files of a shard's directory that its current head does not name. */
  async function pruneShard(cache: Cache, headUrl: string, head: ShardHead): Promise<void> {
    const current = new Set([
      headUrl,
      ...head.pages.map((row) => absolute(row[4])),
      ...head.textBundles.map(([file]) => absolute(file)),
    ]);
    const directory = directoryOf(headUrl);
    await pruneCache(cache, (cached) => directoryOf(cached) !== directory || current.has(cached));
  }
}
