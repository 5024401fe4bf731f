/**
 * Search with the local index: the theme's DocSearch modal and search page,
 * answered in the browser with no request leaving the machine (the fixture
 * fails any test that tries).
 */
import type {Page} from '@playwright/test';
import {test, expect, waitForHydration} from './fixtures';

const indexFiles = '**/assets/search-index/**';

/**
 * Files of the opened shards not yet kept in Cache Storage. The client stores
 * each index file it downloads there; after a first search it downloads the
 * rest of the shards that search used, for offline use.
 */
async function indexFilesNotYetStored(page: Page): Promise<number> {
  return page.evaluate(async () => {
    const cache = await caches.open('docusaurus-local-search');
    const stored = new Set((await cache.keys()).map((request) => request.url));
    const manifestUrl = [...stored].find((url) => url.endsWith('/manifest.json'));
    if (!manifestUrl) {
      return -1;
    }
    const manifest = (await (await cache.match(manifestUrl))!.json()) as {shards: Array<{head: string}>};
    let missing = 0;
    for (const shard of manifest.shards) {
      const headResponse = await cache.match(new URL(`/${shard.head}`, location.href).href);
      if (!headResponse) {
        continue; // a shard this context never opened
      }
      const head = (await headResponse.json()) as {buckets: Record<string, string>; pages: Array<[string, string, number, number, string]>};
      const files = [...Object.values(head.buckets), ...head.pages.map((row) => row[4])];
      missing += files.filter((file) => !stored.has(new URL(`/${file}`, location.href).href)).length;
    }
    return missing;
  });
}

async function openPage(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForHydration(page);
}

function modal(page: Page) {
  return page.locator('.DocSearch-Modal');
}

async function search(page: Page, query: string): Promise<void> {
  await page.locator('.DocSearch-Button').click();
  await expect(modal(page)).toBeVisible();
  await page.locator('.DocSearch-Input').fill(query);
}

/** Paths of the hits listed in the modal. */
async function hitPaths(page: Page): Promise<string[]> {
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
  return page.locator('.DocSearch-Hit a').evaluateAll((links) =>
    links.map((link) => new URL((link as HTMLAnchorElement).href).pathname),
  );
}

test('the modal opens from the navbar button, Ctrl+K and "/", and closes on Escape', async ({page}) => {
  await openPage(page, '/docs/installation');
  await page.locator('.DocSearch-Button').click();
  await expect(modal(page)).toBeVisible();
  await expect(page.locator('.DocSearch-Input')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(modal(page)).toBeHidden();

  await page.keyboard.press('Control+k');
  await expect(modal(page)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(modal(page)).toBeHidden();

  await page.locator('body').click({position: {x: 5, y: 300}});
  await page.keyboard.press('/');
  await expect(modal(page)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(modal(page)).toBeHidden();
});

test('typing "swizzl" lists results and Enter opens the first one', async ({page}) => {
  await openPage(page, '/docs/installation');
  await page.locator('.DocSearch-Button').click();
  // The modal's code loads on first use: type once its input has the focus.
  await expect(page.locator('.DocSearch-Input')).toBeFocused();
  await page.keyboard.type('swizzl', {delay: 30});
  // Each keystroke is a search: wait for the answer to the whole word.
  await expect(page.locator('.DocSearch-Hit a').first()).toHaveAttribute('href', '/docs/swizzling');
  await expect(page.locator('.DocSearch-Hit mark').first()).toHaveText(/swizzl/i);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/docs\/swizzling$/);
  await expect(modal(page)).toBeHidden();
  await expect(page.locator('h1')).toHaveText('Swizzling');
});

test('in an old docs version, only that version is searched', async ({page}) => {
  await openPage(page, '/docs/2.0.0-beta.22/installation');
  await search(page, 'swizzl');
  const docs = (await hitPaths(page)).filter((path) => path.startsWith('/docs/'));
  expect(docs.length).toBeGreaterThan(0);
  for (const path of docs) {
    expect(path).toMatch(/^\/docs\/2\.0\.0-beta\.22\//);
  }
});

test('"See all results" leads to the search page, which lists and pages results', async ({page}) => {
  await openPage(page, '/docs/installation');
  await search(page, 'sidebar');
  const seeAll = page.locator('.DocSearch-HitsFooter a');
  await expect(seeAll).toHaveText(/^See all \d+ results$/);
  await seeAll.click();
  await expect(page).toHaveURL(/\/search\?q=sidebar$/);
  await expect(page.locator('h1')).toHaveText('Search results for "sidebar"');
  const results = page.locator('main article');
  await expect(results).toHaveCount(15);
  await expect(page.getByText(/^\d+ documents found$/)).toBeVisible();
  await expect(results.first().locator('h2 a')).toHaveAttribute('href', /^\/docs\//);

  // The next page loads when the reader scrolls down to the end of the list.
  const loader = page.getByText('Fetching new results...');
  await expect(async () => {
    await page.evaluate(() => window.scrollTo(0, 0));
    await loader.scrollIntoViewIfNeeded();
    expect(await results.count()).toBeGreaterThan(15);
  }).toPass({timeout: 15_000});
});

test('the search page opened directly shows results for ?q=', async ({page}) => {
  await openPage(page, '/search/?q=sidebar');
  await expect(page.locator('main article').first()).toBeVisible();
  await expect(page.locator('main article h2 a').first()).toContainText(/sidebar/i);
});

test('markup in a query or in page text is shown as text and never runs', async ({page}) => {
  const query = '<script>alert(1)</script>';
  let dialogs = 0;
  page.on('dialog', async (dialog) => {
    dialogs += 1;
    await dialog.dismiss();
  });
  await openPage(page, `/search/?q=${encodeURIComponent(query)}`);
  await expect(page.locator('h1')).toHaveText(`Search results for "${query}"`);
  await expect(page.locator('input[type="search"]')).toHaveValue(query);
  // Its words ("script", "alert") are in the docs, so pages with most of them are listed.
  await expect(page.locator('main article').first()).toBeVisible();

  await search(page, query);
  await expect(page.locator('.DocSearch-Input')).toHaveValue(query);
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();

  // Pages that talk about <script> and <head> tags: their text comes back escaped.
  await page.locator('.DocSearch-Input').fill('script tag');
  await expect(page.locator('.DocSearch-Hit').filter({hasText: /<(script|head)\b/}).first()).toBeVisible();
  expect(await page.locator('.DocSearch-Modal script, .DocSearch-Modal head').count()).toBe(0);
  expect(dialogs).toBe(0);
});

test('the local index is not credited to Algolia, in the modal or on the search page', async ({page}) => {
  const algoliaMark = page.locator('a[href^="https://www.algolia.com"]');
  await openPage(page, '/docs/installation');
  await search(page, 'sidebar');
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
  await expect(page.locator('.DocSearch-Footer')).toContainText('Search runs in your browser');
  await expect(page.locator('.DocSearch-Footer')).not.toContainText('Search by', {useInnerText: true});
  await expect(algoliaMark).toBeHidden();

  await openPage(page, '/search/?q=sidebar');
  await expect(page.locator('main article').first()).toBeVisible();
  await expect(page.getByText('Search runs in your browser')).toBeVisible();
  await expect(page.getByRole('link', {name: 'Search by Algolia'})).toHaveCount(0);
  await expect(algoliaMark).toBeHidden();
});

test('a query without hits says so', async ({page}) => {
  await openPage(page, '/docs/installation');
  await search(page, 'qqxyzzyqq');
  await expect(page.locator('.DocSearch-NoResults .DocSearch-Title')).toHaveText('No results for "qqxyzzyqq"');
  await expect(page.getByText('Believe this query should return results?')).toBeVisible();
  await expect(page.getByRole('link', {name: 'Let us know.'})).toHaveAttribute('href', /github\.com\/facebook\/docusaurus\/issues\/new/);
});

test.describe('offline', () => {
  // Hits are links, and Docusaurus prefetches the code of linked pages: with
  // the network cut those prefetches fail and the browser logs them. What
  // matters here is that no search request fails, which is checked below.
  test.use({allowConsoleErrors: true});

  test('results still appear with the network cut once the index was loaded', async ({page, context}) => {
    await openPage(page, '/docs/installation');
    await search(page, 'swizzl');
    await hitPaths(page);
    // The rest of the current context is fetched in the background after the first answer.
    await expect.poll(() => indexFilesNotYetStored(page), {timeout: 30_000}).toBe(0);
    const failed: string[] = [];
    page.on('requestfailed', (request) => failed.push(new URL(request.url()).pathname));
    await context.setOffline(true);
    await page.locator('.DocSearch-Input').fill('deploy github pages');
    await expect(page.locator('.DocSearch-Hit a').first()).toHaveAttribute('href', /^\/docs\/deployment/);
    await page.locator('.DocSearch-Input').fill('sidebar autogenerated');
    await expect(page.locator('.DocSearch-Hit a').first()).toHaveAttribute('href', '/docs/sidebar/autogenerated');
    await context.setOffline(false);
    expect(failed.filter((path) => !path.startsWith('/assets/js/'))).toEqual([]);
  });
});

test.describe('when the index cannot be fetched', () => {
  // The failed requests are logged by the browser.
  test.use({allowConsoleErrors: true});

  test('the modal shows the network error screen', async ({page}) => {
    await page.route(indexFiles, (route) => route.abort('internetdisconnected'));
    await openPage(page, '/docs/installation');
    await search(page, 'swizzl');
    await expect(page.locator('.DocSearch-ErrorScreen .DocSearch-Title')).toHaveText('Unable to fetch results');
    await expect(page.getByText('You might want to check your network connection.')).toBeVisible();
  });

  test('the search page says so instead of spinning, and recovers with "Try again"', async ({page}) => {
    await page.route(indexFiles, (route) => route.abort('internetdisconnected'));
    await openPage(page, '/search/?q=sidebar');
    const notice = page.getByRole('alert').filter({hasText: 'Unable to fetch results'});
    await expect(notice).toBeVisible();
    await expect(notice).toContainText('You might want to check your network connection.');
    await expect(page.locator('[class*="loadingSpinner"]')).toBeHidden();
    await expect(page.locator('main article')).toHaveCount(0);

    // The network is back: trying again keeps the query and finds results.
    await page.unroute(indexFiles);
    await notice.getByRole('button', {name: 'Try again'}).click();
    await expect(page).toHaveURL(/\/search\/\?q=sidebar$/);
    await expect(page.locator('main article h2 a').first()).toContainText(/sidebar/i);
    await expect(notice).toHaveCount(0);
  });
});
