/**
 * The navbar items every page carries, on desktop and in the phone menu.
 * (Which item is active on community pages is checked by community.spec.)
 */
import type {Locator, Page} from '@playwright/test';
import {test, expect, isMobile, waitForHydration} from './fixtures';
import {openPhoneMenuOnNavbarItems} from './helpers/phoneMenu';

/** Where the navbar links are: the bar itself, or the phone menu's navbar panel. */
async function navbarItems(page: Page): Promise<Locator> {
  if (isMobile(page)) {
    return openPhoneMenuOnNavbarItems(page);
  }
  return page.locator('nav.navbar');
}

test('the navbar shows every primary item, linking where it says', async ({page}) => {
  await page.goto('/');
  const nav = await navbarItems(page);
  const expected: [string, RegExp][] = [
    ['Docs', /\/docs\/?$/],
    ['API', /\/docs\/cli$/],
    ['Blog', /\/blog$/],
    ['Showcase', /\/showcase$/],
    ['Community', /\/community\/support$/],
    ['Tests', /\/tests\/?$/],
  ];
  for (const [label, href] of expected) {
    await expect(nav.getByRole('link', {name: label, exact: true}).first()).toHaveAttribute('href', href);
  }
  await expect(nav.locator('a[href="https://github.com/facebook/docusaurus"]').first()).toBeAttached();
});

test('the docs version dropdown lists the three versions, current first', async ({page}) => {
  test.skip(isMobile(page), 'on phones the versions are a collapsible list, covered by versions.spec');
  await page.goto('/docs/installation');
  const dropdown = page.locator('.navbar__item.dropdown').filter({hasText: '2.0.0-rc.2'});
  await dropdown.hover();
  const items = dropdown.locator('.dropdown__menu a.dropdown__link');
  await expect(items.nth(0)).toHaveText('2.0.0-rc.2');
  await expect(items.nth(1)).toHaveText('2.0.0-rc.1');
  await expect(items.nth(2)).toHaveText('2.0.0-beta.22');
  await expect(dropdown.getByRole('link', {name: 'All versions'})).toHaveAttribute('href', '/versions');
  // The same page in another version.
  await expect(items.nth(1)).toHaveAttribute('href', '/docs/2.0.0-rc.1/installation');
});

test('the language dropdown offers English only', async ({page}) => {
  test.skip(isMobile(page), 'the locale list is inside the side menu on phones');
  await page.goto('/');
  const dropdown = page.locator('.navbar__item.dropdown').filter({hasText: 'English'});
  await dropdown.hover();
  await expect(dropdown.locator('.dropdown__menu a')).toHaveCount(1);
  await expect(dropdown.locator('.dropdown__menu a')).toHaveText('English');
});

test('the custom navbar button shows on /tests/ paths only', async ({page}) => {
  const button = page.locator('[data-testid="custom-dogfood-navbar-item"]');
  await page.goto('/docs/');
  await waitForHydration(page);
  await expect(button).toHaveCount(0);
  await page.goto('/tests/');
  await waitForHydration(page);
  if (isMobile(page)) {
    await openPhoneMenuOnNavbarItems(page);
  }
  await expect(button.first()).toBeVisible();
});

test('a skip-to-content link is the first focusable element', async ({page}) => {
  await page.goto('/docs/installation');
  await waitForHydration(page);
  await page.keyboard.press('Tab');
  const focused = page.locator(':focus');
  await expect(focused).toHaveText(/Skip to main content/i);
  // Its landmark is announced by name, not by a translation id.
  await expect(page.getByRole('region', {name: 'Skip to main content'})).toBeAttached();
  await page.keyboard.press('Enter');
  // The theme moves the focus start point to <main>: the next Tab lands inside
  // the page content, past the navbar and the sidebar.
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => Boolean(document.activeElement?.closest('main')))).toBe(true);
});
