/**
 * Storage errors are logged, and storage that throws behaves as empty.
 * Browsers refuse storage in several ways (privacy settings, sandboxed
 * iframes, full quota): every read or write throws, or merely touching
 * `window.localStorage` throws. The site must keep working either way.
 */
import {test, expect, waitForHydration} from './fixtures';
import type {Page} from '@playwright/test';
import {pressColourToggle} from './helpers/colourMode';

test.use({allowConsoleErrors: true});

const osGroups = (page: Page) =>
  page.locator('[role="tablist"]').filter({has: page.getByRole('tab', {name: 'Windows'})});

/** Reading, navigating, switching colour mode and tabs: what a reader does. */
async function useTheSite(page: Page): Promise<void> {
  await page.emulateMedia({colorScheme: 'light'});
  await page.goto('/docs/installation');
  await waitForHydration(page);
  await expect(page.locator('article h1')).toHaveText('Installation');
  // Nothing stored can be read: the announcement bar is shown and can be closed.
  const bar = page.locator('div[role="banner"]').filter({hasText: 'Docusaurus 2 is nearly final'});
  await expect(bar).toBeVisible();
  await bar.getByRole('button', {name: /close/i}).click();
  await expect(bar).toHaveCount(0);

  await pressColourToggle(page);
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');

  // Client-side navigation keeps the in-memory state.
  await page.locator('.navbar__inner a.navbar__brand').click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');

  await page.goto('/docs/markdown-features/tabs');
  await waitForHydration(page);
  await osGroups(page).first().getByRole('tab', {name: 'macOS'}).click();
  const selected = await osGroups(page).locator('[role="tab"][aria-selected="true"]').allTextContents();
  expect(new Set(selected)).toEqual(new Set(['macOS']));

  // Nothing was persisted: a new page load starts from the defaults again.
  await page.reload();
  await waitForHydration(page);
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await expect(osGroups(page).first().locator('[aria-selected="true"]')).toHaveText('Windows');
}

test.describe('storage that throws', () => {
  test('every read and write throws: errors are logged, the site still works', async ({
    page,
    consoleErrors,
  }) => {
    await page.addInitScript(() => {
      const refuse = () => {
        throw new DOMException('Storage is disabled for this site.', 'SecurityError');
      };
      Storage.prototype.getItem = refuse;
      Storage.prototype.setItem = refuse;
      Storage.prototype.removeItem = refuse;
    });
    await useTheSite(page);
    expect(consoleErrors.some((text) => text.includes('Docusaurus storage error'))).toBe(true);
    expect(consoleErrors.filter((text) => !text.includes('Docusaurus storage error'))).toEqual([]);
  });

  test('storage cannot even be opened: a warning is logged, the site still works', async ({
    page,
    consoleErrors,
  }) => {
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    await page.addInitScript(() => {
      for (const name of ['localStorage', 'sessionStorage']) {
        Object.defineProperty(window, name, {
          configurable: true,
          get() {
            throw new DOMException(`Access to ${name} is denied.`, 'SecurityError');
          },
        });
      }
    });
    await useTheSite(page);
    expect(warnings.some((text) => text.includes('Docusaurus browser storage is not available'))).toBe(true);
    expect(consoleErrors).toEqual([]);
  });
});
