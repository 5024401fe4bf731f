/**
 * What a page requests on its first load: every request it made before it had
 * both fired its load event and hydrated (React enables the colour toggle
 * then), timed by the browser's resource timing. Requests made later (idle
 * prefetches: search, Prism, the routes of links in view) are returned too,
 * marked, so that callers can list them apart. Shared by the byte-budget spec
 * (tests/e2e/perf-budgets.spec.ts), `npm run measure` and `npm run bench`.
 */
import type {Page} from 'playwright-core';

export interface PageRequest {
  pathname: string;
  /** Bytes as transferred in the response body (compressed when the server compressed it). */
  encodedBytes: number;
  firstLoad: boolean;
}

/**
 * Runs in the page before its own scripts: notes when React enables the colour
 * toggle, i.e. has hydrated. Source text, not a function: under tsx (`npm run
 * bench`, `npm run measure`) a function's text calls esbuild's `__name` helper,
 * which the page does not have, and the script would die silently.
 */
const recordHydrationTime = `(() => {
  const check = function () {
    const toggle = document.querySelector('button[class*="toggleButton"]');
    if (window.hydratedAtMs === undefined && toggle && !toggle.hasAttribute('disabled')) {
      window.hydratedAtMs = performance.now();
    }
  };
  new MutationObserver(check).observe(document, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ['disabled'],
  });
})();`;

/** Loads `url` in `page` (which must not have loaded anything yet) and returns its same-origin requests, first one per path. */
export async function firstLoadRequests(page: Page, url: string): Promise<PageRequest[]> {
  await page.addInitScript({content: recordHydrationTime});
  await page.goto(url, {waitUntil: 'load'});
  await page.waitForFunction(() => (window as typeof window & {hydratedAtMs?: number}).hydratedAtMs !== undefined);
  // Let the idle work start too, so that what comes later is seen as later.
  await page.waitForLoadState('networkidle');
  return page.evaluate(() => {
    const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    const hydratedAtMs = (window as typeof window & {hydratedAtMs?: number}).hydratedAtMs!;
    const firstLoadEndMs = Math.max(navigation.loadEventEnd, hydratedAtMs);
    const seen = new Set<string>();
    return (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
      .map((entry) => ({url: new URL(entry.name), entry}))
      .filter(({url}) => url.origin === location.origin && !seen.has(url.pathname) && seen.add(url.pathname))
      .map(({url, entry}) => ({
        pathname: url.pathname,
        encodedBytes: entry.encodedBodySize,
        firstLoad: entry.startTime <= firstLoadEndMs,
      }));
  });
}
