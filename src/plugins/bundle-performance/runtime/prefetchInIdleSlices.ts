/**
 * The client's `window.docusaurus`, with `prefetch` queued and worked through
 * in idle slices (idleSlices.ts). Every `<Link>` asks to prefetch its page when
 * it scrolls into view; on a page with a long list of links (the changelog's
 * sidebar, the footer on a short page) the original matched each route and
 * inserted its `<link rel=prefetch>` tags all in one long task (README.md),
 * right after the page became interactive. `preload` (hover,
 * navigation) stays immediate. A prefetch first waits for the chunk hashes
 * (chunkHashesLoaded.ts), fetched with the first one.
 *
 * Swapped in by src/plugins/bundle-performance (replaceInternalModule.ts).
 */
import original from '@original-framework-module/docusaurus';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {browserIdleScheduler, createIdleQueue} from './idleSlices';
import {chunkHashesLoaded} from './chunkHashesLoaded';

/**
 * The first slice to run fetches the chunk hashes (at idle time, like the
 * prefetches themselves); what comes before they arrive is queued again then.
 */
function prefetchQueue(): (routePath: string) => void {
  let addressesKnown = false;
  const enqueue: (routePath: string) => void = createIdleQueue((routePath: string) => {
    if (addressesKnown) {
      void original.prefetch(routePath);
      return;
    }
    chunkHashesLoaded().then(
      () => {
        addressesKnown = true;
        enqueue(routePath);
      },
      // Offline without the service worker: nothing could be prefetched then either.
      () => undefined,
    );
  }, browserIdleScheduler);
  return enqueue;
}

const queuePrefetch = ExecutionEnvironment.canUseDOM ? prefetchQueue() : () => undefined;

const docusaurus = {
  prefetch(routePath: string): boolean {
    queuePrefetch(routePath);
    return true;
  },
  preload: original.preload,
};

export default Object.freeze(docusaurus);
