/**
 * Fetches the index files on demand and keeps them in memory. Each file is
 * requested at most once at a time; a failed request is forgotten so the
 * next search tries again (the network may be back).
 */
import {loadBucket, loadShard, type LoadedShard} from './engine';
import {
  indexFormatVersion,
  manifestPath,
  type PageContent,
  type SearchManifest,
  type ShardEntry,
  type ShardHead,
  type TermBucket,
} from '../shared/indexFormat';

/** Reads a JSON file of the index, given its path relative to the base URL. */
export type FetchJson = (path: string, options: {fresh: boolean}) => Promise<unknown>;

export class IndexLoader {
  private manifestPromise: Promise<SearchManifest> | undefined;
  private readonly shards = new Map<string, Promise<LoadedShard>>();
  private readonly buckets = new Map<string, Promise<void>>();
  private readonly contents = new Map<string, Promise<string[]>>();
  private readonly loaded = new Map<string, LoadedShard>();

  constructor(private readonly fetchJson: FetchJson) {}

  private remember<T>(cache: Map<string, Promise<T>>, key: string, load: () => Promise<T>): Promise<T> {
    const existing = cache.get(key);
    if (existing) {
      return existing;
    }
    const promise = load();
    cache.set(key, promise);
    promise.catch(() => cache.delete(key));
    return promise;
  }

  manifest(): Promise<SearchManifest> {
    if (!this.manifestPromise) {
      const promise = this.fetchJson(manifestPath, {fresh: true}).then((value) => {
        const manifest = value as SearchManifest;
        if (manifest?.format !== indexFormatVersion || !Array.isArray(manifest.shards)) {
          throw new Error('Unsupported search index format');
        }
        return manifest;
      });
      this.manifestPromise = promise;
      promise.catch(() => {
        this.manifestPromise = undefined;
      });
    }
    return this.manifestPromise;
  }

  shard(entry: ShardEntry): Promise<LoadedShard> {
    return this.remember(this.shards, entry.head, async () => {
      const head = (await this.fetchJson(entry.head, {fresh: false})) as ShardHead;
      const shard = loadShard(entry, head);
      this.loaded.set(entry.id, shard);
      return shard;
    });
  }

  /** Shards already in memory, for queries that must not download anything. */
  loadedShard(entry: ShardEntry): LoadedShard | undefined {
    return this.loaded.get(entry.id);
  }

  async ensureBuckets(shard: LoadedShard, keys: string[]): Promise<void> {
    await Promise.all(
      keys.map((key) => {
        const file = shard.head.buckets[key];
        if (!file || shard.buckets.has(key)) {
          return undefined;
        }
        return this.remember(this.buckets, file, async () => {
          shard.buckets.set(key, loadBucket((await this.fetchJson(file, {fresh: false})) as TermBucket));
        });
      }),
    );
  }

  pageContent(shard: LoadedShard, page: number): Promise<string[]> {
    const file = shard.head.pages[page]![4];
    return this.remember(this.contents, file, async () => {
      const {content} = (await this.fetchJson(file, {fresh: false})) as PageContent;
      return content;
    });
  }

  /**
   * Downloads the rest of these shards (every bucket and page text), one
   * file at a time, so that later searches work without a network.
   */
  async completeShards(shards: LoadedShard[], pause: () => Promise<void>): Promise<void> {
    for (const shard of shards) {
      for (const key of Object.keys(shard.head.buckets)) {
        await pause();
        await this.ensureBuckets(shard, [key]);
      }
      for (let page = 0; page < shard.head.pages.length; page += 1) {
        await pause();
        await this.pageContent(shard, page);
      }
    }
  }
}
