/**
 * The client's `window.docusaurus`, whose `prefetch` waits for the chunk
 * hashes (chunkHashesFile): the framework's prefetch builds chunk addresses
 * itself and skips, without a word, those it cannot build yet. The hashes file
 * is fetched at the first idle moment after a link asks, not while the page
 * hydrates. Swapped in by replaceInternalModule.ts, in the browser only.
 */
import original from '@original-framework-module/docusaurus';
import {idlePause} from '../../../utils/idle';
import {chunkHashesLoaded} from './chunkHashesLoaded';

let addressesKnown: Promise<void> | undefined;

export default Object.freeze({
  prefetch(routePath: string): boolean {
    addressesKnown ??= idlePause().then(chunkHashesLoaded);
    // Offline without the service worker: nothing could be prefetched then either.
    addressesKnown.then(() => void original.prefetch(routePath), () => undefined);
    return true;
  },
  preload: original.preload,
});
