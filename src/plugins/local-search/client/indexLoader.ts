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
  type TextBundle,
} from '../shared/indexFormat';

/**
 * Reads a JSON file of the index, given its path relative to the base URL.
 * Where files are also stored for offline use, the promise resolves once the
 * file is stored.
 */
export type FetchJson = (path: string, options: {fresh: boolean; storedOnly?: boolean}) => Promise<unknown>;

/** Resolves at once when the browser is online (or cannot tell), else when it is back. */
function onlineAgain(): Promise<void> {
  if (typeof window === 'undefined' || typeof navigator === 'undefined' || navigator.onLine !== false) {
    return Promise.resolve();
  }
  return new Promise((resolve) => window.addEventListener('online', () => resolve(), {once: true}));
}

function isOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

/**
 * Runs a background download; when it fails while the browser is offline
 * (the file is not stored: offline, only stored files are read, so no request
 * fails in the console), waits until the browser is back online and tries
 * again.
 */
async function whenReachable(download: () => Promise<void>): Promise<void> {
  for (;;) {
    try {
      return await download();
    } catch (error) {
      if (!isOffline()) {
        throw error;
      }
      await onlineAgain();
    }
  }
}

/** Pages kept in the priority list, at most. */
const wantedAtMost = 64;

export class IndexLoader {
  private manifestPromise: Promise<SearchManifest> | undefined;
  private readonly files = new Map<string, Promise<unknown>>();
  private readonly loaded = new Map<string, LoadedShard>();

  constructor(private readonly fetchJson: FetchJson) {}

  /**
   * A file of the index, downloaded once; a failed download is tried again
   * next time. `storedOnly` reads a stored copy and never the network.
   */
  private file(path: string, storedOnly = false): Promise<unknown> {
    const existing = this.files.get(path);
    if (existing) {
      return existing;
    }
    const promise = this.fetchJson(path, {fresh: false, storedOnly});
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
   * smallest such pack), otherwise each shard's head. A background caller
   * passes `pause`, so that each shard is set up in a task of its own.
   */
  async shards(entries: ShardEntry[], pause?: () => Promise<void>): Promise<LoadedShard[]> {
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
          if (entry && !this.loaded.has(id)) {
            await pause?.();
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

  /**
   * A page's text from its own file, or, when that cannot be had (offline,
   * with only the idle prefetch's bundles stored), from its bundle.
   */
  async pageText(shard: LoadedShard, page: number, storedOnly = isOffline()): Promise<void> {
    if (shard.texts.has(page)) {
      return;
    }
    let content: string[];
    try {
      ({content} = (await this.file(shard.head.pages[page]![4], storedOnly)) as PageContent);
    } catch (error) {
      const bundle = shard.head.textBundles.findIndex(([, first, count]) => page >= first && page < first + count);
      if (bundle < 0) {
        throw error;
      }
      return this.textBundle(shard, bundle, storedOnly);
    }
    if (!shard.texts.has(page)) {
      attachPageText(shard, page, content);
      this.onPageText?.();
    }
  }

  /**
   * Every page text of one of the shard's bundles. A background caller passes
   * `pause`: indexing a whole bundle in one task doubled a phone reader's
   * blocking time (the README's prefetch section).
   */
  private async textBundle(
    shard: LoadedShard,
    bundle: number,
    storedOnly = isOffline(),
    pause?: () => Promise<void>,
  ): Promise<void> {
    const [file, first] = shard.head.textBundles[bundle]!;
    const {pages} = (await this.file(file, storedOnly)) as TextBundle;
    let attached = false;
    for (const [offset, content] of pages.entries()) {
      if (!shard.texts.has(first + offset)) {
        await pause?.();
        attachPageText(shard, first + offset, content);
        attached = true;
      }
    }
    if (attached) {
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
   * Downloads the paragraph texts of these shards, one file at a time: the
   * pages prioritized first, each from its own file, then the bundles that
   * still hold a missing page. Their paragraphs are listed from the next
   * query on, and any later query works without a network. When it
   * resolves, every file it needed is stored (see `FetchJson`).
   */
  async completeShards(shards: LoadedShard[], pause: () => Promise<void>): Promise<void> {
    const bundles = shards.flatMap((shard) => shard.head.textBundles.map((_, bundle) => [shard, bundle] as [LoadedShard, number]));
    let next = 0;
    for (;;) {
      const wanted = this.wanted.shift();
      if (wanted) {
        const [shard, page] = wanted;
        if (!shard.texts.has(page)) {
          await pause();
          await whenReachable(() => this.pageText(shard, page));
        }
        continue;
      }
      const bundle = bundles[next++];
      if (!bundle) {
        // Downloads another caller started (a page shown) end stored too.
        await Promise.allSettled([...this.files.values()]);
        return;
      }
      const [shard, index] = bundle;
      const [, first, count] = shard.head.textBundles[index]!;
      if (Array.from({length: count}, (_, offset) => first + offset).some((page) => !shard.texts.has(page))) {
        await pause();
        await whenReachable(() => this.textBundle(shard, index, isOffline(), pause));
      }
    }
  }
}
