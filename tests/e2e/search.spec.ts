/**
 * Search with the local index: the theme's DocSearch modal and search page,
 * answered in the browser with no request leaving the machine (the fixture
 * fails any test that tries). Search with the network cut: search-offline.spec.
 */
import type {Page} from '@playwright/test';
import {test, expect, waitForHydration, anyViewport} from './fixtures';
import {expectNothingInjected, loadEach, payloads, query, typeLongString, watch} from './helpers/hostileInput';
import {searchIndexStored} from './helpers/searchPrefetch';

const indexFiles = '**/assets/search-index/**';

async function openPage(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForHydration(page);
}

/** The search page's own query box (the navbar only has a button). */
const searchPageBox = 'input[type="search"]';

function modal(page: Page) {
  return page.locator('.DocSearch-Modal');
}

/**
 * Escape, then wait until DocSearch has let go of the page: its shortcuts
 * ignore Ctrl+K and "/" while the body still has `DocSearch--active`, which
 * React removes a moment after the modal has left the DOM (a shortcut in
 * that moment was run R3's one retry-only pass).
 */
async function closeWithEscape(page: Page): Promise<void> {
  await page.keyboard.press('Escape');
  await expect(modal(page)).toBeHidden();
  await expect(page.locator('body')).not.toHaveClass(/DocSearch--active/);
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
  await closeWithEscape(page);

  await page.keyboard.press('Control+k');
  await expect(modal(page)).toBeVisible();
  await closeWithEscape(page);

  await page.locator('body').click({position: {x: 5, y: 300}});
  await page.keyboard.press('/');
  await expect(modal(page)).toBeVisible();
  await closeWithEscape(page);
});

/**
 * On /docs/installation, "/" opens the modal and "swizzl" is typed key by
 * key; returns the hits once they answer the whole word.
 */
async function typeSwizzlInModal(page: Page) {
  await openPage(page, '/docs/installation');
  await page.keyboard.press('/');
  // The modal's code loads on first use: type once its input has the focus.
  await expect(page.locator('.DocSearch-Input')).toBeFocused();
  await page.keyboard.type('swizzl', {delay: 30});
  const hits = page.locator('.DocSearch-Hit');
  // Each keystroke is a search: wait for the answer to the whole word.
  await expect(hits.first().locator('a')).toHaveAttribute('href', '/docs/swizzling');
  return hits;
}

test('typing "swizzl" lists marked results; arrows move through the hits and Enter opens the chosen one', async ({page}) => {
  const hits = await typeSwizzlInModal(page);
  await expect(hits.first().locator('mark').first()).toHaveText(/swizzl/i);
  await expect(hits.first()).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowDown');
  await expect(hits.nth(1)).toHaveAttribute('aria-selected', 'true');
  await expect(hits.first()).toHaveAttribute('aria-selected', 'false');
  const chosen = await hits.nth(1).locator('a').getAttribute('href');
  await page.keyboard.press('Enter');
  await expect(modal(page)).toBeHidden();
  await expect.poll(() => new URL(page.url()).pathname + new URL(page.url()).hash).toBe(chosen);
  await expect(page.locator('h1').first()).toBeVisible();
});

test('page texts arriving after the answer leave the hit the reader moved to selected', async ({page}) => {
  // Page texts follow the first answer; held here until the reader has moved.
  const pageTexts = /\/assets\/search-index\/.+\/(p|texts)\d+\.[0-9a-f]+\.json$/;
  const held: Array<() => Promise<void>> = [];
  let holding = true;
  await page.route(pageTexts, (route) => (holding ? held.push(() => route.continue()) : route.continue()));
  const hits = await typeSwizzlInModal(page);
  await page.keyboard.press('ArrowDown');
  await expect(hits.nth(1)).toHaveAttribute('aria-selected', 'true');
  // Released before the route goes: removing the page's last route lets through what it held.
  holding = false;
  await Promise.all(held.splice(0).map((release) => release()));
  await page.unroute(pageTexts);
  // Every text is in once the idle prefetch is done; the modal would have searched again by then.
  await searchIndexStored(page);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 100)))));
  await expect(hits.nth(1)).toHaveAttribute('aria-selected', 'true');
  await expect(hits.first()).toHaveAttribute('aria-selected', 'false');
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

test.describe('hostile queries', anyViewport, () => {
  test.describe.configure({timeout: 120_000});

  test('the search page shows any ?q= as text, in its heading and its box, and runs none of it', async ({page}) => {
    const watcher = watch(page);
    // Raw forms too: what a crafted link can hold without a browser encoding it.
    const inputs = [...payloads.map((payload) => query('q', payload)), 'q=%C3%28', 'q=%FF', 'q=%00x', 'q=%'];
    await loadEach(
      page,
      watcher,
      inputs.map((input) => `/search/?${input}`),
    );
    // The query is echoed as text, exactly as given.
    for (const payload of [payloads[1], '<script>alert(1)</script>']) {
      await page.goto(`/search/?${query('q', payload)}`);
      await expect(page.locator('h1')).toHaveText(`Search results for "${payload}"`);
      await expect(page.locator(searchPageBox)).toHaveValue(payload);
    }
    // Its words ("script", "alert") are in the docs, so pages with most of them are listed.
    await expect(page.locator('main article').first()).toBeVisible();
    await typeLongString(page, watcher, searchPageBox);
    // The engine reads the start of a query that long, and says so.
    await expect(page.locator('.local-search-query-note')).toHaveText('Your query is long: only its first 256 characters were searched.');
    expect(watcher.incidents).toEqual([]);
  });
});

test('markup typed in the modal, or found in page text, is shown as text and never runs', async ({page}) => {
  const watcher = watch(page);
  const markup = '<script>alert(1)</script>';
  await openPage(page, '/docs/installation');
  await search(page, markup);
  await expect(page.locator('.DocSearch-Input')).toHaveValue(markup);
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
  await expectNothingInjected(page, markup);

  // A heading that names the <head> tag ("A <head> block in Markdown") comes back escaped.
  await page.locator('.DocSearch-Input').fill('head block in markdown');
  await expect(page.locator('.DocSearch-Hit').filter({hasText: /<(script|head)\b/}).first()).toBeVisible();
  expect(await page.locator('.DocSearch-Modal script, .DocSearch-Modal head').count()).toBe(0);
  expect(watcher.incidents).toEqual([]);
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
