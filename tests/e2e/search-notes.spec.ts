/**
 * What the local engine tells the reader besides its hits: the words it had
 * to leave out when no page has them all, and "Did you mean …?" for a word
 * the index does not hold, in the search modal and on the search page.
 */
import {test, expect} from './fixtures';
import type {Page} from '@playwright/test';
import {axeViolations, describeViolations, wcagTags} from './helpers/axe';
import {modal, modalInput, openPage, tabTo, typeInModal} from './helpers/searchModal';
import {searchIndexStored} from './helpers/searchPrefetch';

/**
 * axe's findings inside the note. The open DocSearch modal has findings of
 * its own (its input's aria-activedescendant, the nested interactive
 * container, the contrast of its section titles): upstream markup, not the note's.
 */
async function noteViolations(page: Page): Promise<string[]> {
  await axeViolations(page, {rules: ['region']}); // injects axe once
  const violations = await page.evaluate(
    (tags) =>
      (window as unknown as {axe: typeof import('axe-core')}).axe
        .run('.local-search-query-note', {runOnly: {type: 'tag', values: tags}, resultTypes: ['violations']})
        .then((results) => results.violations),
    wcagTags,
  );
  return describeViolations(violations);
}

test('the modal lists the best pages for a query no page fully matches, and says which word it left out', async ({page}) => {
  await openPage(page, '/docs/installation');
  await typeInModal(page, 'swizzling zeppelin');
  const note = modal(page).locator('.local-search-query-note');
  await expect(note).toHaveText('No page has all of your words. Showing results without: zeppelin');
  await expect(note.locator('s')).toHaveText('zeppelin');
  await expect(page.locator('.DocSearch-Hit a').first()).toHaveAttribute('href', '/docs/swizzling');
  expect(await noteViolations(page)).toEqual([]);
});

test('"Did you mean" in the modal is reached with Tab and searches the respelling with Enter', async ({page}) => {
  await openPage(page, '/docs/installation');
  // A reader who has been on the page a moment: the idle prefetch has the index in memory.
  await searchIndexStored(page);
  await typeInModal(page, 'how to swizlng');
  const respelling = modal(page).getByRole('link', {name: 'how to swizzling'});
  await expect(modal(page).locator('.local-search-query-note')).toHaveText('Did you mean how to swizzling?');
  expect(await noteViolations(page)).toEqual([]);
  await tabTo(page, respelling);
  await page.keyboard.press('Enter');
  await expect(modalInput(page)).toHaveValue('how to swizzling');
  await expect(modalInput(page)).toBeFocused();
  await expect(page.locator('.DocSearch-Hit a').first()).toHaveAttribute('href', '/docs/swizzling');
  await expect(modal(page).locator('.local-search-query-note')).toHaveCount(0);
});

test('the search page shows the same notes under its box, and its "Did you mean" link searches the respelling', async ({page}) => {
  await openPage(page, '/search/?q=swizzling%20zeppelin');
  await expect(page.locator('.local-search-query-note')).toHaveText('No page has all of your words. Showing results without: zeppelin');
  await expect(page.locator('main article h2 a').first()).toHaveAttribute('href', '/docs/swizzling');

  await openPage(page, '/search/?q=swizlng');
  const respelling = page.getByRole('link', {name: 'swizzling', exact: true});
  await expect(respelling).toHaveAttribute('href', '/search?q=swizzling');
  expect(describeViolations(await axeViolations(page))).toEqual([]);
  await respelling.click();
  await expect(page.locator('input[name="q"]')).toHaveValue('swizzling');
  await expect(page).toHaveURL(/[?&]q=swizzling$/);
  await expect(page.locator('main article h2 a').first()).toHaveAttribute('href', '/docs/swizzling');
});
