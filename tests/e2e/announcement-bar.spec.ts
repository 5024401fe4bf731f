/**
 * The announcement bar (id announcementBar-2): shown unless dismissed
 * for the current id; a new id resets the dismissal; closable (isCloseable).
 */
import {test, expect, waitForHydration} from './fixtures';
import type {Page} from '@playwright/test';

const CURRENT_ID = 'announcementBar-2';
const bar = (page: Page) => page.locator('div[role="banner"]').filter({hasText: 'Docusaurus 2 is nearly final'});
const stored = (page: Page) =>
  page.evaluate(() => ({
    id: localStorage.getItem('docusaurus.announcement.id'),
    dismissed: localStorage.getItem('docusaurus.announcement.dismiss'),
  }));

test.describe('the announcement bar', () => {
  test('a first visit shows the bar, with a close button, and records the id', async ({page}) => {
    await page.goto('/');
    await expect(bar(page)).toBeVisible();
    await waitForHydration(page);
    await expect(bar(page).getByRole('button', {name: /close/i})).toBeVisible();
    await expect(bar(page).getByRole('link', {name: 'migration guide'})).toHaveAttribute(
      'href',
      '/docs/migration',
    );
    expect(await stored(page)).toEqual({id: CURRENT_ID, dismissed: 'false'});
  });

  test('dismissal hides it at once, on client navigation and on every later page load', async ({
    page,
  }) => {
    await page.goto('/docs/installation');
    await waitForHydration(page);
    await bar(page).getByRole('button', {name: /close/i}).click();
    await expect(bar(page)).toHaveCount(0);
    expect(await stored(page)).toEqual({id: CURRENT_ID, dismissed: 'true'});

    // Client-side navigation keeps it closed.
    await page.locator('.navbar__inner a.navbar__brand').click();
    await expect(page).toHaveURL(/\/$/);
    await expect(bar(page)).toHaveCount(0);

    // A full load. Until the app's code runs, only the inline head script has
    // acted: it marks the page so CSS hides the server-rendered bar (no flash).
    let releaseApp: () => void = () => undefined;
    const appHeld = new Promise<void>((resolve) => {
      releaseApp = resolve;
    });
    await page.route(/\/assets\/js\/main\.[0-9a-f]+\.js$/, async (route) => {
      await appHeld;
      await route.continue();
    });
    await page.goto('/blog', {waitUntil: 'commit'});
    await expect(bar(page)).toBeAttached();
    await expect(bar(page)).toBeHidden();
    expect(
      await page.evaluate(() =>
        document.documentElement.getAttribute('data-announcement-bar-initially-dismissed'),
      ),
    ).toBe('true');
    releaseApp();
    await waitForHydration(page);
    await expect(bar(page)).toHaveCount(0);
  });

  test('a dismissal recorded for an older id does not hide the new announcement', async ({page}) => {
    // Seeded once (not on every navigation): a reader who closed the previous bar.
    await page.addInitScript(() => {
      if (sessionStorage.getItem('seeded-old-announcement') === null) {
        sessionStorage.setItem('seeded-old-announcement', 'yes');
        localStorage.setItem('docusaurus.announcement.id', 'announcementBar-1');
        localStorage.setItem('docusaurus.announcement.dismiss', 'true');
      }
    });
    await page.goto('/docs/installation');
    await waitForHydration(page);
    await expect(bar(page)).toBeVisible();
    expect(await stored(page)).toEqual({id: CURRENT_ID, dismissed: 'false'});

    // And it stays shown on the next load, until closed again.
    await page.reload();
    await expect(bar(page)).toBeVisible();
  });
});
