/**
 * Search when the connection drops mid-visit, on a page opened normally (not
 * in offline mode): the modal's code and the index of the version being read
 * are downloaded at idle after load, so search keeps answering; when they
 * could not be had, opening search says so instead of doing nothing.
 */
import type {Page} from '@playwright/test';
import {test, expect, anyViewport, waitForHydration} from './fixtures';
import {searchPrefetchOutcome} from './helpers/searchPrefetch';

// A class name of the modal's keyboard help footer: in the modal's code only.
const modalMarker = 'DocSearch-Commands';
const isIndexFile = (url: string) => url.includes('/assets/search-index/');

async function openPage(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForHydration(page);
}

/** Records the URLs of the scripts holding the modal's code, as they arrive. */
function watchModalScripts(page: Page): string[] {
  const urls: string[] = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    if ((await response.text().catch(() => '')).includes(modalMarker)) urls.push(response.url());
  });
  return urls;
}

/** Records the URLs of the index files requested. */
function watchIndexRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (isIndexFile(request.url())) urls.push(request.url());
  });
  return urls;
}

// Cutting the network makes the browser log failed requests (link prefetches
// of the hits' pages among them); what is checked is what the reader sees.
test.use({allowConsoleErrors: true});

test('after the idle prefetch, search answers with the network cut, and Enter opens the hit', anyViewport, async ({page, context}) => {
  await openPage(page, '/docs/installation');
  expect(await searchPrefetchOutcome(page)).toBe('done');
  const failed: string[] = [];
  page.on('requestfailed', (request) => failed.push(new URL(request.url()).pathname));
  await context.setOffline(true);

  await page.keyboard.press('Control+k');
  await expect(page.locator('.DocSearch-Input')).toBeFocused();
  await page.keyboard.type('swizzl', {delay: 30});
  await expect(page.locator('.DocSearch-Hit a').first()).toHaveAttribute('href', '/docs/swizzling');
  // A hit on the page being read: its code is there, so it opens offline too.
  await page.locator('.DocSearch-Input').fill('scaffold a new site');
  await expect(page.locator('.DocSearch-Hit a').first()).toHaveAttribute('href', '/docs/installation#scaffold-a-new-site');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/docs\/installation#scaffold-a-new-site$/);
  await expect(page.locator('.DocSearch-Modal')).toBeHidden();

  await context.setOffline(false);
  expect(failed.filter(isIndexFile), 'index files that failed offline').toEqual([]);
});

test('without the modal\'s code and the index, opening search offline says it cannot fetch results', anyViewport, async ({page, context}) => {
  await page.route('**/assets/search-index/**', (route) => route.abort('internetdisconnected'));
  await page.route('**/assets/js/*.js', async (route) => {
    const response = await route.fetch().catch(() => null);
    const code = (await response?.text()) ?? '';
    if (!response || code.includes(modalMarker)) {
      await route.abort('internetdisconnected');
      return;
    }
    // Fresh headers: the original ones describe a compressed body of another length.
    await route.fulfill({status: response.status(), contentType: 'application/javascript; charset=utf-8', body: code});
  });
  await openPage(page, '/docs/installation');
  expect(await searchPrefetchOutcome(page)).toBe('failed');
  await context.setOffline(true);

  await page.keyboard.press('Control+k');
  const notice = page.getByRole('dialog', {name: 'Unable to fetch results'});
  await expect(notice.getByRole('alert')).toContainText('Unable to fetch results');
  await expect(notice).toContainText('You might want to check your network connection.');
  await page.keyboard.press('Escape');
  await expect(notice).toBeHidden();

  // The button says the same.
  await page.locator('.DocSearch-Button').click();
  await expect(notice).toBeVisible();
  await notice.getByRole('button', {name: 'Close'}).click();
  await expect(notice).toBeHidden();
});

test('the modal\'s code and the index arrive only after the load event, for the version being read', anyViewport, async ({page}) => {
  const modalScripts = watchModalScripts(page);
  const indexFiles = watchIndexRequests(page);
  await openPage(page, '/docs/installation');
  expect(await searchPrefetchOutcome(page)).toBe('done');
  await expect.poll(() => modalScripts.length).toBe(1);
  expect(indexFiles.length).toBeGreaterThan(0);
  // Only the current docs, the rest of the site and community: no old version.
  expect(indexFiles.filter((url) => /2\.0\.0-(beta|rc)/.test(url))).toEqual([]);

  const startedBeforeLoadEnd = await page.evaluate((urls) => {
    const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
    return urls.filter((url) =>
      performance.getEntriesByName(url).some((entry) => entry.startTime < navigation!.loadEventEnd),
    );
  }, [...modalScripts, ...indexFiles]);
  expect(startedBeforeLoadEnd, 'search downloads made before the page had loaded').toEqual([]);
});

test('readers saving data get no prefetch: the modal\'s code comes on first use', anyViewport, async ({page}) => {
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'connection', {
      configurable: true,
      get: () => ({saveData: true, effectiveType: '4g'}),
    });
  });
  const modalScripts = watchModalScripts(page);
  const indexFiles = watchIndexRequests(page);
  await openPage(page, '/docs/installation');
  expect(await searchPrefetchOutcome(page)).toBe('skipped');
  await page.waitForLoadState('networkidle');
  expect(modalScripts).toEqual([]);
  expect(indexFiles).toEqual([]);
  await page.locator('.DocSearch-Button').click();
  await expect(page.locator('.DocSearch-Modal')).toBeVisible();
  await expect.poll(() => modalScripts.length).toBe(1);
});
