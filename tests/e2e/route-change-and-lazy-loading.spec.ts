/**
 * Route changes and lazy page loading, as Docusaurus 2.1.0 really
 * implements them (@docusaurus/core/lib/client):
 *
 * - PendingNavigation keeps rendering the old location while `preload()`
 *   loads every chunk of the next route; on failure it logs a warning and
 *   calls `window.location.reload()`.
 * - theme-classic's nprogress client module starts the bar 200 ms after the
 *   route update began (cancelled if the route is ready sooner) and finishes
 *   it when the new route has rendered.
 * - Every route component is a react-loadable (delay 200 ms, no timeout)
 *   whose `loading` component is the core fallback `@theme/Loading`: nothing
 *   before the delay, a spinner after it, a red box with the error and
 *   "Retry" on failure. Because navigations preload first, a reader only
 *   meets these states when a route renders without having been preloaded:
 *   opening a page by its `…/index.html` address, which the router
 *   normalises to the route path after the initial preload has matched the
 *   raw path, from a document that does not list the route's chunks.
 * - A route module without a default export throws while rendering.
 *
 * Ours on top (src/plugins/bundle-performance): each page lists its own
 * chunks as script tags, and the runtime fetches the chunk content hashes
 * (chunk-hashes.*.js) only when it first has to address a chunk.
 */
import {test, expect, anyViewport, waitForHydration} from './fixtures';
import type {Page} from '@playwright/test';
import {firstLoadRequests} from '../../scripts/lib/first-load-requests';
import {
  crashInstallationPageInApp,
  failScriptOnce,
  holdScripts,
  mainHeading,
  navigateInApp,
  scriptsOnlyNeededBy,
  serveWithoutPageChunks,
} from './helpers/chunks';

interface Probe {
  navigationStartedAt: number;
  progressShownAt: number[];
  spinnerShownAt: number[];
  contentRemovedAt: number[];
  /** When each 200 ms timer was scheduled (the loader's delay is one). */
  delayTimersAt: number[];
  /** How many of those ran, and how many were cancelled before they could. */
  delayTimersFired: number;
  delayTimersCleared: number;
}

declare global {
  interface Window {
    statesProbe?: Probe;
    statesSamePage?: boolean;
  }
}

/**
 * Records, in page time, when a navigation starts, when the progress bar and
 * the loading spinner appear, when rendered article content is removed and
 * when 200 ms timers are scheduled.
 * Installed before any page script runs, on every document of the page.
 */
async function installProbe(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const probe: Probe = {
      navigationStartedAt: 0,
      progressShownAt: [],
      spinnerShownAt: [],
      contentRemovedAt: [],
      delayTimersAt: [],
      delayTimersFired: 0,
      delayTimersCleared: 0,
    };
    window.statesProbe = probe;
    // The loader starts its delay timer while rendering, before it commits:
    // on a busy machine that commit can come late, so the delay is measured
    // from the timer itself.
    const nativeSetTimeout = window.setTimeout;
    const nativeClearTimeout = window.clearTimeout;
    const pendingDelayTimers = new Set<number>();
    window.setTimeout = ((handler: TimerHandler, timeout?: number, ...args: unknown[]) => {
      if (timeout !== 200 || typeof handler !== 'function') return nativeSetTimeout(handler, timeout, ...args);
      probe.delayTimersAt.push(performance.now());
      const id = nativeSetTimeout(
        (...handlerArgs: unknown[]) => {
          pendingDelayTimers.delete(id);
          probe.delayTimersFired += 1;
          (handler as (...a: unknown[]) => void)(...handlerArgs);
        },
        timeout,
        ...args,
      );
      pendingDelayTimers.add(id);
      return id;
    }) as typeof window.setTimeout;
    window.clearTimeout = ((id?: number) => {
      if (id !== undefined && pendingDelayTimers.delete(id)) probe.delayTimersCleared += 1;
      nativeClearTimeout(id);
    }) as typeof window.clearTimeout;
    // Capture phase: recorded before the router handles the event.
    const markStart = () => (probe.navigationStartedAt = performance.now());
    document.addEventListener('click', markStart, true);
    window.addEventListener('popstate', markStart, true);
    new MutationObserver((mutations) => {
      const now = performance.now();
      for (const mutation of mutations) {
        mutation.addedNodes.forEach((node) => {
          if (!(node instanceof Element)) return;
          if (node.id === 'nprogress') probe.progressShownAt.push(now);
          if (node.id === 'loader' || node.querySelector('svg#loader')) probe.spinnerShownAt.push(now);
        });
        mutation.removedNodes.forEach((node) => {
          if (node instanceof Element && (node.matches('article') || node.querySelector('article'))) {
            probe.contentRemovedAt.push(now);
          }
        });
      }
    }).observe(document, {childList: true, subtree: true});
  });
}

/** Forgets what was recorded so far (same document). */
const resetProbe = (page: Page) =>
  page.evaluate(() => {
    const probe = window.statesProbe!;
    probe.progressShownAt.length = 0;
    probe.spinnerShownAt.length = 0;
    probe.contentRemovedAt.length = 0;
    probe.delayTimersAt.length = 0;
    probe.delayTimersFired = 0;
    probe.delayTimersCleared = 0;
  });

const probe = (page: Page) => page.evaluate(() => window.statesProbe!);

test.describe('route change', () => {
  test('the old page stays while the next route preloads; the progress bar starts after 200 ms', async ({
    page,
    browser,
    baseURL,
  }) => {
    const next = await scriptsOnlyNeededBy(browser, baseURL!, {from: '/', to: '/docs/'});
    await installProbe(page);
    await page.goto('/');
    await waitForHydration(page);
    const oldHeading = await mainHeading(page).textContent();
    const chunks = await holdScripts(page, next.scripts);

    await page.getByRole('link', {name: 'Read the docs'}).first().click();
    // The address changes at once, the content does not: the old page stays.
    await expect(page).toHaveURL(/\/docs\/$/);
    await expect.poll(chunks.held).toBeGreaterThan(0);
    await expect(page.locator('#nprogress')).toBeAttached();
    await expect(mainHeading(page)).toHaveText(oldHeading!);

    const {navigationStartedAt, progressShownAt} = await probe(page);
    expect(progressShownAt).toHaveLength(1);
    expect(progressShownAt[0] - navigationStartedAt).toBeGreaterThanOrEqual(195);

    chunks.release();
    await expect(mainHeading(page)).toHaveText(next.heading);
    // Finished with the route update: the bar completes and is removed.
    await expect(page.locator('#nprogress')).toHaveCount(0);
    expect((await probe(page)).spinnerShownAt).toEqual([]);
  });

  test('a route whose code is already loaded changes at once, with no progress bar', async ({
    page,
  }) => {
    await installProbe(page);
    await page.goto('/docs/installation');
    await waitForHydration(page);
    await navigateInApp(page, '/docs/cli');
    await expect(mainHeading(page)).not.toHaveText('Installation');
    await expect(page.locator('#nprogress')).toHaveCount(0);
    await resetProbe(page);
    await page.goBack();
    await expect(mainHeading(page)).toHaveText('Installation');
    // The bar is due 200 ms into the navigation: once every 200 ms timer has
    // run or been cancelled, it has either started or never will.
    await expect
      .poll(async () => {
        const {delayTimersAt, delayTimersFired, delayTimersCleared} = await probe(page);
        return delayTimersAt.length > 0 && delayTimersFired + delayTimersCleared === delayTimersAt.length;
      })
      .toBe(true);
    expect((await probe(page)).progressShownAt).toEqual([]);
  });

  // What a failed chunk does is decided before anything is laid out: one viewport is enough.
  test.describe('when a chunk fails to load', anyViewport, () => {
    test.use({allowConsoleErrors: true});

    test('a failed preload logs a warning and reloads the page fully, which then works', async ({
      page,
      browser,
      baseURL,
      consoleErrors,
    }) => {
      const next = await scriptsOnlyNeededBy(browser, baseURL!, {from: '/', to: '/docs/'});
      const warnings: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'warning') warnings.push(message.text());
      });
      await page.goto('/');
      await waitForHydration(page);
      const failed = await failScriptOnce(page, next.scripts);
      await page.evaluate(() => (window.statesSamePage = true));

      const documentRequest = page.waitForRequest(
        (request) => request.isNavigationRequest() && new URL(request.url()).pathname === '/docs/',
      );
      await page.getByRole('link', {name: 'Read the docs'}).first().click();
      await documentRequest;
      expect(failed()).toBe(true);
      await expect(mainHeading(page)).toHaveText(next.heading);
      await waitForHydration(page);
      // A new document: the old window state is gone.
      expect(await page.evaluate(() => window.statesSamePage)).toBeUndefined();
      expect(warnings.some((text) => /ChunkLoadError|Loading chunk/.test(text))).toBe(true);
      expect(consoleErrors.filter((text) => !/ERR_FAILED|ChunkLoadError|Loading chunk/.test(text))).toEqual(
        [],
      );
    });
  });
});

test.describe("a page's own chunks", () => {
  test('come with its HTML: it hydrates without the chunk addresses, which come later for the next page', async ({
    page,
    baseURL,
  }) => {
    const requests = await firstLoadRequests(page, `${baseURL}/docs/installation`);
    const listed = await page.locator('script[src*="/assets/js/"]').evaluateAll((scripts) =>
      scripts.map((script) => new URL((script as HTMLScriptElement).src).pathname),
    );
    expect(listed.length, 'the page lists its chunks and the two app scripts').toBeGreaterThan(2);
    // Until it has loaded and hydrated, only what the HTML lists: no chunk the runtime had to address.
    const isScript = (pathname: string) => pathname.startsWith('/assets/js/');
    const firstLoadScripts = requests.filter((request) => request.firstLoad && isScript(request.pathname));
    expect(firstLoadScripts.map((request) => request.pathname).sort()).toEqual([...listed].sort());
    // The addresses of other chunks arrive at idle time, with the prefetches of links in view.
    const chunkHashes = requests.find((request) => /\/chunk-hashes\.[0-9a-f]{8}\.js$/.test(request.pathname));
    expect(chunkHashes?.firstLoad).toBe(false);
    // Links in view asked for their pages before the addresses were known: their prefetches waited, not dropped.
    await expect.poll(() => page.locator('head link[rel="prefetch"][href*="/assets/js/"]').count()).toBeGreaterThan(0);
    await navigateInApp(page, '/docs/cli');
    await expect(page.locator('article h1')).toHaveText('CLI');
  });
});

// Timers and error states of the router's loadables, the same at any width (the
// spinner and the red box are drawn by the same components on a phone).
test.describe('lazy page loading', anyViewport, () => {
  // The doc is opened by its file address, which the client's first preload
  // does not match, from a document without its chunk scripts (a page saved
  // from an older build): the route's code is fetched only when it renders.
  const fileAddress = '/docs/installation/index.html';

  test('loading shows nothing at first, a spinner once past the 200 ms delay, then the page', async ({
    page,
    browser,
    baseURL,
  }) => {
    const doc = await scriptsOnlyNeededBy(browser, baseURL!, {from: '/docs/cli', to: '/docs/installation'});
    const chunks = await holdScripts(page, doc.scripts);
    const removedScripts = await serveWithoutPageChunks(page, fileAddress);
    await installProbe(page);
    await page.goto(fileAddress, {waitUntil: 'domcontentloaded'});
    expect(removedScripts()).toBeGreaterThan(0);
    await expect.poll(chunks.held).toBeGreaterThan(0);
    const loader = page.locator('svg#loader');
    await expect(loader).toBeVisible();
    // Loading: the server-rendered article is replaced by nothing; the
    // spinner only comes once the loadable's 200 ms delay has passed.
    const {contentRemovedAt, spinnerShownAt, delayTimersAt} = await probe(page);
    expect(contentRemovedAt.length).toBeGreaterThan(0);
    expect(spinnerShownAt).toHaveLength(1);
    expect(spinnerShownAt[0]).toBeGreaterThan(contentRemovedAt[0]);
    const delayStartedAt = delayTimersAt.filter((at) => at <= contentRemovedAt[0]).pop();
    expect(delayStartedAt, 'a 200 ms delay timer started before the content left').toBeDefined();
    expect(spinnerShownAt[0] - delayStartedAt!).toBeGreaterThanOrEqual(195);
    // 1.5 s and 3 s: the timings of the spinner's rings, as the core fallback draws them.
    const begins = await loader.locator('animate').evaluateAll((nodes) =>
      nodes.map((node) => node.getAttribute('begin')),
    );
    expect(new Set(begins)).toEqual(new Set(['0s', '1.5s', '3s']));

    chunks.release();
    await expect(page.locator('article h1')).toHaveText(doc.heading);
    await expect(loader).toHaveCount(0);
    // The router normalised the file address to the route: the breadcrumbs, found from the path, show the page.
    await expect(page.locator('.breadcrumbs__item--active')).toHaveText(doc.heading);
  });

  test.describe('failures', () => {
    test.use({allowConsoleErrors: true});

    test('a chunk that fails shows the error in a red box; "Retry" loads the page', async ({
      page,
      browser,
      baseURL,
      consoleErrors,
    }) => {
      const doc = await scriptsOnlyNeededBy(browser, baseURL!, {from: '/docs/cli', to: '/docs/installation'});
      const failed = await failScriptOnce(page, doc.scripts);
      await serveWithoutPageChunks(page, fileAddress);
      await page.goto(fileAddress, {waitUntil: 'domcontentloaded'});
      const retry = page.getByRole('button', {name: 'Retry', exact: true});
      await expect(retry).toBeVisible();
      expect(failed()).toBe(true);
      const box = page.locator('div', {has: retry}).filter({hasText: /Loading chunk .* failed/}).last();
      await expect(box).toBeVisible();
      expect(await box.evaluate((node) => getComputedStyle(node).backgroundColor)).toBe('rgb(250, 56, 62)');

      await retry.click();
      await expect(page.locator('article h1')).toHaveText(doc.heading);
      await expect(retry).toHaveCount(0);
      expect(consoleErrors.filter((text) => !/ERR_FAILED|ChunkLoadError|Loading chunk/.test(text))).toEqual(
        [],
      );
    });

    test('a route module without a default export makes the page error', async ({
      page,
      browser,
      baseURL,
      consoleErrors,
    }) => {
      // An MDX module exports `default` (the content) next to `frontMatter`: renamed, there is no default.
      await crashInstallationPageInApp(page, browser, baseURL!, (component) => `notDefault:()=>${component}`);
      await expect(page.getByText(/The page component at \/docs\/installation doesn't have a default export/)).toBeVisible();
      await expect(page.getByRole('button', {name: 'Try again'})).toBeVisible();
      // The navbar (outside the layout's error boundary) still works.
      await expect(page.locator('nav.navbar')).toBeVisible();
      expect(consoleErrors.some((text) => /default export/.test(text))).toBe(true);
    });
  });
});
