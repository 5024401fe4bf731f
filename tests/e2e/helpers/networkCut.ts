/**
 * Cuts the network for the rest of a test, as a reader's browser sees it.
 *
 * `context.setOffline(true)` fails requests, but in Debian's Chromium 156 a
 * document the service worker serves afterwards still reports
 * `navigator.onLine === true`, which no offline browser does: the page then
 * starts its online-only work (the search index prefetch) and logs failed
 * requests a reader never causes. Documents loaded after the cut are told the
 * truth here; the document already open gets it from the emulation itself.
 * There is no way back within the test's context: call it last.
 */
import type {BrowserContext} from '@playwright/test';

export async function cutNetworkForGood(context: BrowserContext): Promise<void> {
  await context.setOffline(true);
  await context.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'onLine', {configurable: true, get: () => false});
  });
}
