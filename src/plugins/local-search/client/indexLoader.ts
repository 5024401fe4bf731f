/**
 * Fetches the index files on demand and keeps them in memory. Each file is
 * requested at most once at a time; a failed request is forgotten so the
 * next search tries again (the network may be back).
 */
import {attachPageText, loadShard, type LoadedShard} from './engine';
import {
  indexFormatVersion,
  manifestPath,
  type PageContent,
  type SearchManifest,
  type SearchPack,
  type ShardEntry,
  type ShardHead,
} from '../shared/indexFormat';

/** Reads a JSON file of the index, given its path relative to the base URL. */
export type FetchJson = (path: string, options: {fresh: boolean}) => Promise<unknown>;

/**
 * Resolves at once when the browser is online (or cannot tell), else when it
 * is back: background downloads wait rather than fail while the reader is
 * offline, and searches answer from what is already in memory.
 */
function onlineAgain(): Promise<void> {
  if (typeof window === 'undefined' || typeof navigator === 'undefined' || navigator.onLine !== false) {
    return Promise.resolve();
  }
  return new Promise((resolve) => window.addEventListener('online', () => resolve(), {once: true}));
}

/** Pages kept in the priority list, at most. */
const wantedAtMost = 64;

export class IndexLoader {
  private manifestPromise: Promise<SearchManifest> | undefined;
  private readonly files = new Map<string, Promise<unknown>>();
  private readonly loaded = new Map<string, LoadedShard>();

  constructor(private readonly fetchJson: FetchJson) {}

  /** A file of the index, downloaded once; a failed download is tried again next time. */
  private file(path: string): Promise<unknown> {
    const existing = this.files.get(path);
    if (existing) {
      return existing;
    }
    const promise = this.fetchJson(path, {fresh: false});
    this.files.set(path, promise);
    promise.catch(() => this.files.delete(path));
    return promise;
  }

  manifest(): Promise<SearchManifest> {
    if (!this.manifestPromise) {
      const promise = this.fetchJson(manifestPath, {fresh: true}).then((value) => {
        const manifest = value as SearchManifest;
        if (manifest?.format !== indexFormatVersion || !Array.isArray(manifest.shards) || !Array.isArray(manifest.packs)) {
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

  private register(entry: ShardEntry, head: ShardHead): LoadedShard {
    let shard = this.loaded.get(entry.id);
    if (!shard) {
      shard = loadShard(entry, head);
      this.loaded.set(entry.id, shard);
    }
    return shard;
  }

  /**
   * These shards, loaded: in one request when a pack holds all of them (the
   * smallest such pack), otherwise each shard's head.
   */
  async shards(entries: ShardEntry[]): Promise<LoadedShard[]> {
    const missing = entries.filter((entry) => !this.loaded.has(entry.id));
    if (missing.length > 0) {
      const manifest = await this.manifest();
      const pack = manifest.packs
        .filter((candidate) => missing.every((entry) => candidate.shards.includes(entry.id)))
        .sort((a, b) => a.shards.length - b.shards.length)[0];
      if (pack) {
        const {heads} = (await this.file(pack.file)) as SearchPack;
        for (const {id, head} of heads) {
          const entry = manifest.shards.find((candidate) => candidate.id === id);
          if (entry) {
            this.register(entry, head);
          }
        }
      }
      await Promise.all(
        entries
          .filter((entry) => !this.loaded.has(entry.id))
          .map(async (entry) => this.register(entry, (await this.file(entry.head)) as ShardHead)),
      );
    }
    return entries.map((entry) => this.loaded.get(entry.id)!);
  }

  /** Shards already in memory, for queries that must not download anything. */
  loadedShard(entry: ShardEntry): LoadedShard | undefined {
    return this.loaded.get(entry.id);
  }

  /** Told whenever a page's text has arrived. */
  onPageText: (() => void) | undefined;

  async pageText(shard: LoadedShard, page: number): Promise<void> {
    if (shard.texts.has(page)) {
      return;
    }
    const {content} = (await this.file(shard.head.pages[page]![4])) as PageContent;
    if (!shard.texts.has(page)) {
      attachPageText(shard, page, content);
      this.onPageText?.();
    }
  }

  /** Pages whose texts a background completion downloads before the others. */
  private readonly wanted: Array<[LoadedShard, number]> = [];

  /** Moves these pages (those just shown) to the front of any background completion. */
  prioritize(pages: Array<[LoadedShard, number]>): void {
    this.wanted.unshift(...pages.filter(([shard, page]) => !shard.texts.has(page)));
    // Without a completion running (no background work) nothing takes them off.
    this.wanted.length = Math.min(this.wanted.length, wantedAtMost);
  }

  /**
   * Downloads the paragraph texts of these shards, one file at a time, the
   * pages prioritized first, so that their paragraphs are listed from the
   * next query on and any later query works without a network.
   */
  async completeShards(shards: LoadedShard[], pause: () => Promise<void>): Promise<void> {
    const all = shards.flatMap((shard) => shard.head.pages.map((_, page) => [shard, page] as [LoadedShard, number]));
    let next = 0;
    for (;;) {
      const wanted = this.wanted.shift();
      const [shard, page] = wanted ?? all[next++] ?? [];
      if (!shard || page === undefined) {
        return;
      }
      if (!shard.texts.has(page)) {
        await pause();
        await onlineAgain();
        await this.pageText(shard, page);
      }
    }
  }
}
