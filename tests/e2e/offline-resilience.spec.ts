/**
 * The site keeps working when the cache or the network goes away:
 * - a file the browser evicted from the offline cache is fetched from the network;
 * - a `sw.js` that answers 404 after a deploy retires the old worker, so
 *   readers get the new site instead of the cached old one for good;
 * - a reader who opened the site with `?offlineMode=true` reads every page of
 *   the current docs version offline, by client navigation and by full loads.
 *
 * Precaching the whole build takes a while: longer timeouts.
 */
import fs from 'node:fs';
import path from 'node:path';
import {test, expect, waitForHydration, anyViewport} from './fixtures';
import {cutNetworkForGood} from './helpers/networkCut';
import {evictFromPrecache, isControlled, openInOfflineMode, precachedPaths} from './helpers/serviceWorker';

test.describe.configure({timeout: 120_000});

const buildDir = path.resolve('build');
const olderVersions: string[] = JSON.parse(fs.readFileSync('versions.json', 'utf8'));

/** Every `/docs/…/index.html` of the current version in build/ (older versions live in `/docs/<version>/`). */
function currentVersionDocsPages(): string[] {
  const pages: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name === 'index.html') pages.push(`/${path.relative(buildDir, full).split(path.sep).join('/')}`);
    }
  };
  for (const entry of fs.readdirSync(path.join(buildDir, 'docs'), {withFileTypes: true})) {
    if (entry.isDirectory() && !olderVersions.includes(entry.name)) walk(path.join(buildDir, 'docs', entry.name));
  }
  if (fs.existsSync(path.join(buildDir, 'docs', 'index.html'))) pages.push('/docs/index.html');
  return pages.sort();
}

/** Real doc pages (not the `x.html/index.html` redirect stubs), as the URLs readers use. */
const docUrls = (pages: string[]) =>
  pages.filter((page) => !page.includes('.html/')).map((page) => page.replace(/\/index\.html$/, ''));

test.describe('offline resilience', anyViewport, () => {
  test('a page evicted from the offline cache loads from the network instead of failing', async ({page}) => {
    await openInOfflineMode(page);
    expect(await evictFromPrecache(page, '/docs/installation/index.html')).toBe(true);
    const response = await page.goto('/docs/installation');
    expect(response?.status()).toBe(200);
    await expect(page.locator('article h1')).toHaveText('Installation');
    await waitForHydration(page);
    expect(await isControlled(page)).toBe(true);
  });

  test('the precache holds every docs page of the current version, and they read offline', async ({
    page,
    context,
  }) => {
    const pages = currentVersionDocsPages();
    expect(pages.length).toBeGreaterThan(50);
    await openInOfflineMode(page);
    const cached = new Set(await precachedPaths(page));
    expect(pages.filter((file) => !cached.has(file)), 'current-version docs pages missing from the precache').toEqual(
      [],
    );

    await cutNetworkForGood(context);
    // Full loads, without the query: offline mode sticks to the worker.
    const urls = docUrls(pages);
    const step = Math.max(1, Math.floor(urls.length / 8));
    for (const url of urls.filter((_, index) => index % step === 0)) {
      const response = await page.goto(url);
      expect(response?.status(), url).toBe(200);
      await expect(page.locator('h1').first(), url).toBeVisible();
      await waitForHydration(page);
    }
    // Client navigation: route chunks and data come from the cache too.
    await page.goto('/docs/installation');
    await waitForHydration(page);
    // Category index pages carry their h1 outside the article.
    const heading = page.locator('main h1').first();
    for (let hop = 0; hop < 4; hop += 1) {
      const before = await heading.textContent();
      await page.locator('a.pagination-nav__link--next').click();
      await expect(heading).not.toHaveText(before!);
    }
  });
});

test.describe('offline resilience: sw.js removed by a deploy', anyViewport, () => {
  test.use({allowConsoleErrors: true});

  test('the old worker is retired and the reader gets the new site', async ({page, context, consoleErrors}) => {
    await openInOfflineMode(page);
    // The "new deployment": no sw.js, and pages that carry a marker.
    await context.route(
      (url) => url.pathname === '/sw.js',
      (route) => route.fulfill({status: 404, contentType: 'text/html', body: 'Not found'}),
    );
    await context.route(
      (url) => url.pathname === '/docs/installation',
      async (route) => {
        const response = await route.fetch();
        const body = (await response.text()).replace('</body>', '<div id="new-deployment"></div></body>');
        await route.fulfill({response, body});
      },
    );

    await page.goto('/docs/installation');
    // The first answer can come from the old worker's cache; the page then
    // finds sw.js gone, drops the worker and its caches, and reloads.
    await expect(page.locator('#new-deployment')).toBeAttached({timeout: 30_000});
    await waitForHydration(page);
    expect(await isControlled(page)).toBe(false);
    // The old worker's caches are gone. The new site may already have stored
    // its search index again (its idle prefetch), which is the new site's own.
    expect(
      await page.evaluate(async () => (await caches.keys()).filter((name) => name !== 'docusaurus-local-search')),
    ).toEqual([]);
    await expect
      .poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length))
      .toBe(0);
    // The browser's own update check and the new site's registration both
    // meet the missing sw.js: logged, nothing else.
    const unexpected = consoleErrors.filter(
      (text) => !/status of 404|registerSW failed|bad HTTP response code \(404\)/.test(text),
    );
    expect(unexpected).toEqual([]);
  });
});
