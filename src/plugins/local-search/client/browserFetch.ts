/**
 * Downloads index files in the browser and keeps a copy in Cache Storage, so
 * that once a shard was used it keeps working offline, even after a reload
 * and whether or not the service worker precached it.
 */
import type {FetchJson} from './indexLoader';
import type {SearchManifest, ShardHead} from '../shared/indexFormat';

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

  return async (path, {fresh}) => {
    const url = absolute(path);
    const cache = await openCache();
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
      void cache.put(url, response).catch(() => undefined);
      void pruneStale(cache, url, body).catch(() => undefined);
    }
    return body;
  };

  async function pruneStale(cache: Cache, url: string, body: unknown): Promise<void> {
    if (url.endsWith('/manifest.json')) {
      manifestUrl.current = url;
      const shardDirectories = new Set(
        (body as SearchManifest).shards.map((shard) => directoryOf(absolute(shard.head))),
      );
      await pruneCache(cache, (cached) => cached === url || shardDirectories.has(directoryOf(cached)));
    } else if (/\/head\.[0-9a-f]+\.json$/.test(url)) {
      const head = body as ShardHead;
      const current = new Set([
        url,
        ...Object.values(head.buckets).map(absolute),
        ...head.pages.map((row) => absolute(row[4])),
      ]);
      const directory = directoryOf(url);
      await pruneCache(cache, (cached) => directoryOf(cached) !== directory || current.has(cached));
    }
  }
}
