/**
 * Recent searches in the modal (DocSearch's own): a page opened from the
 * results is offered again the next time the modal opens, by keyboard, can be
 * removed, and stays in this browser's storage. A browser whose storage
 * throws simply has none.
 */
import type {Page} from '@playwright/test';
import {test, expect, waitForHydration} from './fixtures';
import {modal, modalInput, openPage, typeInModal} from './helpers/searchModal';

/** What DocSearch keeps of recent searches (its key ends with the index name). */
const storedRecent = (page: Page) =>
  page.evaluate(() =>
    Object.keys(localStorage)
      .filter((key) => key.startsWith('__DOCSEARCH_RECENT_SEARCHES__'))
      .map((key) => localStorage.getItem(key))
      .join(''),
  );

test('a page opened from the results comes back under "Recent", opens with Enter, and can be removed', async ({page}) => {
  // Three page loads and three modal openings: on a busy 2-core machine that can pass 30 s.
  test.setTimeout(60_000);
  await openPage(page, '/docs/installation');
  await typeInModal(page, 'swizzl');
  await expect(page.locator('.DocSearch-Hit a').first()).toHaveAttribute('href', '/docs/swizzling');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/docs\/swizzling$/);

  await openPage(page, '/docs/installation');
  await page.keyboard.press('Control+k');
  await expect(modalInput(page)).toBeFocused();
  const recent = modal(page).locator('.DocSearch-Hits').filter({has: page.locator('.DocSearch-Hit-source', {hasText: 'Recent'})});
  await expect(recent.locator('.DocSearch-Hit a').first()).toHaveAttribute('href', '/docs/swizzling');
  // Kept in this browser only.
  expect(await storedRecent(page)).toContain('/docs/swizzling');

  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/docs\/swizzling$/);
  await expect(page.locator('h1')).toHaveText('Swizzling');
  await waitForHydration(page);

  await page.keyboard.press('Control+k');
  await expect(recent.locator('.DocSearch-Hit')).toHaveCount(1);
  await recent.getByTitle('Remove this search from history').click();
  await expect(modal(page).getByText('No recent searches')).toBeVisible();
  expect(await storedRecent(page)).toBe('[]');
});

test('with storage that throws, search works and the modal shows no recent searches', async ({page}) => {
  await page.addInitScript(() => {
    Object.defineProperty(window, 'localStorage', {
      configurable: true,
      get() {
        throw new DOMException('Access to localStorage is denied.', 'SecurityError');
      },
    });
  });
  await openPage(page, '/docs/installation');
  await typeInModal(page, 'swizzl');
  await expect(page.locator('.DocSearch-Hit a').first()).toHaveAttribute('href', '/docs/swizzling');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/docs\/swizzling$/);
  await waitForHydration(page);
  await page.keyboard.press('Control+k');
  await expect(modal(page).getByText('No recent searches')).toBeVisible();
});
