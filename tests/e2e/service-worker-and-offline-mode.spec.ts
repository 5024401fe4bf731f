/**
 * The service worker, how /sw.js is served, and offline mode (on when the app
 * is installed, runs in standalone display mode, or the query carries
 * offlineMode=true), with the PWA plugin of 2.1.0 (registerSw.js, sw.js):
 *
 * - every page load registers `/sw.js?params={"offlineMode":…,"debug":…}`;
 * - offline mode precaches the build and serves it from the cache;
 * - a new worker that is waiting is activated at once when offline mode is
 *   off; when it is on, a "New version available" popup comes first and
 *   "Refresh" reloads the page once the new worker controls it.
 *
 * Service workers need a fresh context per test (Playwright's default) and
 * precaching the whole build takes a while, hence the longer timeouts.
 */
import fs from 'node:fs';
import path from 'node:path';
import {test, expect, waitForHydration, anyViewport} from './fixtures';
import {cutNetworkForGood} from './helpers/networkCut';
import {startBuildServer, type BuildServer} from './helpers/buildServer';
import {
  activeWorkerParams,
  deployMarkerCode,
  deployOf,
  isControlled,
  precachedEntries,
  registrationStepDone,
} from './helpers/serviceWorker';

test.describe.configure({timeout: 120_000});

test.describe('service worker registration', anyViewport, () => {
  test('every page registers /sw.js with {offlineMode, debug} in its query; offline mode is off by default', async ({
    page,
    context,
  }) => {
    await page.goto('/');
    await waitForHydration(page);
    const {scriptPath, params} = await activeWorkerParams(page);
    expect(scriptPath).toBe('/sw.js');
    expect(params).toEqual({offlineMode: false, debug: false});
    // Playwright sees the worker too.
    await expect.poll(() => context.serviceWorkers().map((worker) => new URL(worker.url()).pathname)).toContain(
      '/sw.js',
    );
    const swUrl = new URL(context.serviceWorkers()[0].url());
    expect(JSON.parse(swUrl.searchParams.get('params')!)).toEqual({offlineMode: false, debug: false});
    // Without offline mode nothing is precached and pages are not controlled.
    expect(await precachedEntries(page)).toBe(0);
  });

  test('?offlineMode=true turns offline mode on and precaches the build', async ({page}) => {
    await page.goto('/?offlineMode=true');
    const {params} = await activeWorkerParams(page);
    expect(params).toEqual({offlineMode: true, debug: false});
    expect(await precachedEntries(page)).toBeGreaterThan(100);
  });

  test('the standalone display mode (an installed PWA window) turns offline mode on', async ({page}) => {
    await page.addInitScript(() => {
      const original = window.matchMedia.bind(window);
      window.matchMedia = (query: string) =>
        query.includes('display-mode: standalone')
          ? ({...original(query), matches: true, media: query} as MediaQueryList)
          : original(query);
    });
    await page.goto('/');
    expect((await activeWorkerParams(page)).params.offlineMode).toBe(true);
  });

  test('an app installed earlier (appinstalled was recorded) turns offline mode on', async ({page}) => {
    await page.addInitScript(() =>
      localStorage.setItem('docusaurus.pwa.event.appInstalled.fired', 'true'),
    );
    await page.goto('/docs/installation');
    expect((await activeWorkerParams(page)).params.offlineMode).toBe(true);
  });

  test('/sw.js is revalidated on every request, never taken from a stale cache', async ({request}) => {
    const response = await request.get('/sw.js');
    expect(response.status()).toBe(200);
    expect(response.headers()['cache-control']).toBe('no-cache');
    expect(response.headers()['content-type']).toContain('javascript');
    // The worker file is the plugin's build, with the precache manifest inlined.
    expect(await response.text()).toContain('assets/js/main.');
  });

  test('the web app manifest is linked and served', async ({page, request}) => {
    await page.goto('/');
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBeTruthy();
    const manifest = await (await request.get(href!)).json();
    expect(manifest.name).toBeTruthy();
    expect(manifest.icons.length).toBeGreaterThan(0);
  });

  test.describe('offline at idle time', () => {
    // Offline, the page's own requests for images and prefetches fail, and say so.
    test.use({allowConsoleErrors: true});

    test('a reader offline when the page goes idle gets the worker once back online, with no error', async ({
      page,
      context,
      consoleErrors,
    }) => {
      // setOffline can land after the page's idle moment on a busy machine; until
      // the page has seen the 'offline' event, navigator.onLine says offline, so
      // the page goes idle while offline whichever comes first.
      await page.addInitScript(() => {
        const realOnLine = Object.getOwnPropertyDescriptor(Navigator.prototype, 'onLine')!.get!;
        let wentOffline = false;
        window.addEventListener('offline', () => {
          wentOffline = true;
        });
        Object.defineProperty(Navigator.prototype, 'onLine', {
          configurable: true,
          get(this: Navigator) {
            return wentOffline && realOnLine.call(this);
          },
        });
      });
      await page.goto('/docs/installation', {waitUntil: 'domcontentloaded'});
      await context.setOffline(true);
      await expect.poll(() => page.evaluate(() => navigator.onLine)).toBe(false);
      await waitForHydration(page);
      // Past the moment the page registers its worker: it found the reader offline.
      await registrationStepDone(page);
      expect(context.serviceWorkers()).toHaveLength(0);
      await context.setOffline(false);
      await expect.poll(() => context.serviceWorkers().map((worker) => new URL(worker.url()).pathname)).toContain(
        '/sw.js',
      );
      expect(consoleErrors.filter((text) => /registerSW failed/.test(text))).toEqual([]);
    });
  });

  test.describe('when registration fails', () => {
    test.use({allowConsoleErrors: true});

    test('the failure is logged as "registerSW failed" and the site keeps working', async ({
      page,
      context,
      consoleErrors,
    }) => {
      // Workers fetch their script outside the page: route at the context.
      await context.route(
        (url) => url.pathname === '/sw.js',
        (route) => route.fulfill({status: 500, contentType: 'text/plain', body: 'broken'}),
      );
      await page.goto('/');
      await waitForHydration(page);
      await expect.poll(() => consoleErrors.some((text) => text.includes('registerSW failed'))).toBe(true);
      await page.getByRole('link', {name: 'Read the docs'}).first().click();
      await expect(page.locator('article h1')).toBeVisible();
    });
  });
});

test.describe('offline mode', anyViewport, () => {
  test('with the network cut, visited and precached pages load and client navigation works', async ({
    page,
    context,
  }) => {
    await page.goto('/?offlineMode=true');
    await activeWorkerParams(page);
    await page.reload();
    expect(await isControlled(page)).toBe(true);
    const homeHeading = await page.locator('main h1').first().textContent();
    // The page's start-up work after load (the worker's update check, the search
    // manifest) runs at the first idle moment; cutting the network under it
    // would make those requests fail, as they would for a reader.
    await page.waitForLoadState('networkidle');

    await cutNetworkForGood(context);
    // Never visited, but precached. (Loads without the query keep offline mode
    // too: tests/e2e/offline-resilience.spec.ts.)
    await page.goto('/docs/installation?offlineMode=true');
    await expect(page.locator('article h1')).toHaveText('Installation');
    await waitForHydration(page);
    // In-app navigation fetches route chunks: also from the cache.
    await page.locator('.navbar__inner a.navbar__brand').click();
    await expect(page.locator('main h1').first()).toHaveText(homeHeading!);
    // The visited page, as a fresh load.
    await page.goto('/?offlineMode=true');
    await expect(page.locator('main h1').first()).toHaveText(homeHeading!);
    await waitForHydration(page);
  });
});

test.describe('a new deployment', () => {
  let server: BuildServer;
  let originalWorker: string;

  test.beforeEach(async () => {
    originalWorker = fs.readFileSync(path.resolve('build/sw.js'), 'utf8');
    server = await startBuildServer();
  });
  test.afterEach(async () => {
    await server.close();
  });

  test('offline mode: a reload popup first, then "Refresh" reloads once the new worker controls the page', async ({
    page,
  }) => {
    await page.goto(`${server.url}?offlineMode=true`);
    await activeWorkerParams(page);
    await page.reload();
    expect(await isControlled(page)).toBe(true);
    expect(await deployOf(page, 'controller')).toBe('first');

    server.override('/sw.js', originalWorker + deployMarkerCode('second'));
    await page.evaluate(() => {
      (window as {statesSamePage?: boolean}).statesSamePage = true;
    });
    // What a later visit does: the browser checks /sw.js for new bytes.
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())!.update());

    const popup = page.locator('#pwa-popup-container');
    await expect(popup.getByText('New version available')).toBeVisible({timeout: 60_000});
    // Still the old worker and the same page until the reader agrees.
    expect(await deployOf(page, 'controller')).toBe('first');
    expect(await page.evaluate(() => (window as {statesSamePage?: boolean}).statesSamePage)).toBe(true);

    const reloaded = page.waitForEvent('load');
    await popup.getByRole('button', {name: 'Refresh'}).click();
    await reloaded;
    expect(await page.evaluate(() => (window as {statesSamePage?: boolean}).statesSamePage)).toBeUndefined();
    expect(await deployOf(page, 'controller')).toBe('second');
    await expect(page.locator('#pwa-popup-container').getByText('New version available')).toHaveCount(0);
  });

  test('offline mode off: a waiting worker is activated without popup', anyViewport, async ({page}) => {
    await page.goto(server.url);
    await activeWorkerParams(page);
    expect(await deployOf(page)).toBe('first');

    server.override('/sw.js', originalWorker + deployMarkerCode('second'));
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())!.update());
    // On a busy machine the new worker can still be installing here; a load
    // that comes before it is installed does not activate it.
    await expect
      .poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistration())!.installing === null))
      .toBe(true);
    // 2.1.0 activates it at once when its Workbox instance owns the new worker;
    // an update it classes as "external" waits for the next page load, where
    // registration finds it waiting and activates it. Either way, next load:
    await page.reload();
    await expect.poll(() => deployOf(page), {timeout: 30_000}).toBe('second');
    await expect
      .poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistration())!.waiting === null))
      .toBe(true);
    // No worker waits, and the page's registration step has run: nothing to offer a reload for.
    await registrationStepDone(page);
    await expect(page.getByText('New version available')).toHaveCount(0);
  });
});
