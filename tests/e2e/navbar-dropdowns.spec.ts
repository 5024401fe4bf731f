/**
 * The navbar dropdowns on desktop (docs versions, languages): what they list,
 * and how they open and close, with the pointer and from the keyboard. On
 * phones they are collapsible lists inside the phone menu (phone-menu.spec).
 */
import type {Locator, Page} from '@playwright/test';
import {test, expect, isMobile, waitForHydration} from './fixtures';
import {tabUntil} from './helpers/keyboard';

const navbarDropdown = (page: Page, label: string) =>
  page.locator('.navbar__inner .navbar__item.dropdown').filter({hasText: label});
const versionDropdown = (page: Page) => navbarDropdown(page, '2.0.0-rc.2');
const languageDropdown = (page: Page) => navbarDropdown(page, 'English');

/** Opens a navbar dropdown from the keyboard (Enter on its label), as a keyboard user does. */
async function openWithKeyboard(dropdown: Locator): Promise<void> {
  await dropdown.locator('> a.navbar__link').focus();
  await dropdown.page().keyboard.press('Enter');
  await expect(dropdown).toHaveClass(/dropdown--show/);
  // The menu fades in and stays `visibility: hidden`, so unfocusable, for its first frame or two:
  // a Tab sent in that window skips it, which no reader's second key press is fast enough to do.
  await expect(dropdown.locator('.dropdown__menu')).toBeVisible();
}

test.beforeEach(async ({page}) => {
  test.skip(isMobile(page), 'phones show dropdowns as collapsible lists inside the phone menu (phone-menu.spec)');
  await page.goto('/docs/installation');
  await waitForHydration(page);
});

test('the docs version dropdown lists the three versions, current first', async ({page}) => {
  const dropdown = versionDropdown(page);
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
  const dropdown = languageDropdown(page);
  await dropdown.hover();
  await expect(dropdown.locator('.dropdown__menu a')).toHaveCount(1);
  await expect(dropdown.locator('.dropdown__menu a')).toHaveText('English');
});

test('a press outside an open dropdown closes it', async ({page}) => {
  const dropdown = versionDropdown(page);
  await openWithKeyboard(dropdown);
  await expect(dropdown.locator('.dropdown__menu')).toBeVisible();
  // A press inside keeps it open.
  await dropdown.locator('.dropdown__menu').dispatchEvent('mousedown');
  await expect(dropdown).toHaveClass(/dropdown--show/);

  await page.mouse.click(640, 500);
  await expect(dropdown).not.toHaveClass(/dropdown--show/);
});

test('Tab from the last item closes it and moves on to the next navbar item', async ({page}) => {
  const dropdown = versionDropdown(page);
  await openWithKeyboard(dropdown);
  const links = dropdown.locator('.dropdown__menu a');
  const count = await links.count();
  await expect(links.last()).toHaveText('All versions');
  // Tab through every item; the menu stays open until the last one is left.
  for (let index = 0; index < count; index += 1) {
    await page.keyboard.press('Tab');
    await expect(links.nth(index)).toBeFocused();
    await expect(dropdown).toHaveClass(/dropdown--show/);
  }
  await page.keyboard.press('Tab');
  await expect(dropdown).not.toHaveClass(/dropdown--show/);
  // The next navbar item is the language dropdown: its label has the focus.
  await expect(languageDropdown(page).locator('> a.navbar__link')).toBeFocused();
});

test('the docs version dropdown opens, moves with arrows, closes with Escape and on leaving it', async ({page}) => {
  const dropdown = versionDropdown(page);
  const button = dropdown.locator('> .navbar__link');
  const entries = dropdown.locator('.dropdown__menu a');
  await tabUntil(page, 'the version dropdown', (element) => element.textContent === '2.0.0-rc.2' && element.classList.contains('navbar__link'));
  await expect(button).toHaveAttribute('aria-expanded', 'false');

  await page.keyboard.press('ArrowDown');
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await expect(entries.first()).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(entries.nth(1)).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowUp');
  await expect(entries.last()).toBeFocused();

  await page.keyboard.press('Escape');
  await expect(dropdown.locator('.dropdown__menu')).toBeHidden();
  await expect(button).toBeFocused();

  // Enter opens it; Shift+Tab leaves it backwards, and it closes behind the reader.
  await page.keyboard.press('Enter');
  await expect(dropdown.locator('.dropdown__menu')).toBeVisible();
  await page.keyboard.press('Shift+Tab');
  await expect(dropdown.locator('.dropdown__menu')).toBeHidden();
});

test('the language dropdown opens and closes with Escape', async ({page}) => {
  const dropdown = languageDropdown(page);
  await tabUntil(page, 'the language dropdown', (element) => element.textContent === 'English' && element.classList.contains('navbar__link'));
  await page.keyboard.press('ArrowDown');
  await expect(dropdown.locator('.dropdown__menu a').first()).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dropdown.locator('.dropdown__menu')).toBeHidden();
  await expect(dropdown.locator('> .navbar__link')).toBeFocused();
});
