/**
 * The search button downloads the modal's code and the index at idle after
 * load, and says how it went in `data-search-prefetch` (waiting, done, failed,
 * skipped). Tests that count requests wait for it so those downloads are not
 * taken for something else's.
 */
import {expect, type Page} from '@playwright/test';

export async function searchPrefetchOutcome(page: Page): Promise<string> {
  const button = page.locator('.DocSearch-Button');
  if ((await button.count()) === 0) {
    return 'no search button';
  }
  await expect(button).not.toHaveAttribute('data-search-prefetch', 'waiting', {timeout: 60_000});
  return (await button.getAttribute('data-search-prefetch')) ?? '';
}

/**
 * Waits until every index file of the page's search context is in memory and
 * in Cache Storage (the button says `done` only then), so the network can be
 * cut without search losing anything.
 */
export async function searchIndexStored(page: Page): Promise<void> {
  await expect(page.locator('.DocSearch-Button')).toHaveAttribute('data-search-prefetch', 'done', {timeout: 60_000});
}
