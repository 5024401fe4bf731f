/**
 * Journeys a reader makes with the keyboard alone, at desktop and phone size:
 * no mouse click anywhere, only key presses and what the page announces.
 * (The skip link's journey is in navbar.spec.ts.)
 */
import type {Page} from '@playwright/test';
import {test, expect, isMobile, waitForHydration} from './fixtures';
import {phoneMenu} from './helpers/phoneMenu';
import {dataTheme} from './helpers/colourMode';

const focused = (page: Page) => page.locator(':focus');
const focusIsInPhoneMenu = (page: Page) => phoneMenu(page).evaluate((menu) => menu.contains(document.activeElement));

/** Presses Tab until `predicate` holds for the focused element (at most `limit` presses). */
async function tabUntil(page: Page, description: string, predicate: (element: Element) => boolean, limit = 40): Promise<void> {
  for (let presses = 0; presses < limit; presses += 1) {
    await page.keyboard.press('Tab');
    if (await page.evaluate(`(${predicate.toString()})(document.activeElement)`)) return;
  }
  throw new Error(`${description} was not reached with ${limit} presses of Tab`);
}

async function openPage(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForHydration(page);
}

test('the docs version dropdown opens, moves with arrows, closes with Escape and on leaving it', async ({page}) => {
  test.skip(isMobile(page), 'on phones the dropdowns are lists inside the phone menu (journey below)');
  await openPage(page, '/docs/installation');
  const dropdown = page.locator('.navbar__inner .dropdown').filter({hasText: '2.0.0-rc.2'});
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
  test.skip(isMobile(page), 'on phones the dropdowns are lists inside the phone menu (journey below)');
  await openPage(page, '/docs/installation');
  const dropdown = page.locator('.navbar__inner .dropdown').filter({hasText: 'English'});
  await tabUntil(page, 'the language dropdown', (element) => element.textContent === 'English' && element.classList.contains('navbar__link'));
  await page.keyboard.press('ArrowDown');
  await expect(dropdown.locator('.dropdown__menu a').first()).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dropdown.locator('.dropdown__menu')).toBeHidden();
  await expect(dropdown.locator('> .navbar__link')).toBeFocused();
});

test('the phone menu opens, keeps focus inside, closes with Escape and gives focus back', async ({page}) => {
  test.skip(!isMobile(page), 'the phone menu exists below 996 px only');
  await openPage(page, '/docs/installation');
  const toggle = page.locator('button.navbar__toggle');
  const menu = phoneMenu(page);
  await tabUntil(page, 'the menu button', (element) => element.classList.contains('navbar__toggle'));
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', {name: 'Site navigation'})).toBeVisible();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  // The menu takes focus once it is shown (it slides in first).
  await expect.poll(() => focusIsInPhoneMenu(page)).toBe(true);

  // However far the reader tabs, focus stays in the menu.
  for (let presses = 0; presses < 30; presses += 1) {
    await page.keyboard.press('Tab');
    expect(await focusIsInPhoneMenu(page)).toBe(true);
  }
  await page.keyboard.press('Shift+Tab');
  expect(await focusIsInPhoneMenu(page)).toBe(true);

  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(toggle).toBeFocused();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
});

test('in the phone menu the version list expands from the keyboard', async ({page}) => {
  test.skip(!isMobile(page), 'the phone menu exists below 996 px only');
  await openPage(page, '/');
  await tabUntil(page, 'the menu button', (element) => element.classList.contains('navbar__toggle'));
  await page.keyboard.press('Enter');
  await tabUntil(page, 'the version list', (element) => element.textContent === 'Versions');
  await page.keyboard.press('Enter');
  await expect(phoneMenu(page).getByRole('link', {name: '2.0.0-rc.2', exact: true})).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(focused(page)).toHaveText('2.0.0-rc.2');
  await page.keyboard.press('Escape');
  await expect(page.locator('button.navbar__toggle')).toBeFocused();
});

test('search opens with "/" and Ctrl+K, arrows move through hits, Enter opens the chosen one', async ({page}) => {
  await openPage(page, '/docs/installation');
  const modal = page.locator('.DocSearch-Modal');
  await page.keyboard.press('Control+k');
  await expect(page.locator('.DocSearch-Input')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(modal).toBeHidden();

  await page.keyboard.press('/');
  await expect(page.locator('.DocSearch-Input')).toBeFocused();
  await page.keyboard.type('swizzl', {delay: 30});
  const hits = page.locator('.DocSearch-Hit');
  await expect(hits.first().locator('a')).toHaveAttribute('href', '/docs/swizzling');
  await expect(hits.first()).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowDown');
  await expect(hits.nth(1)).toHaveAttribute('aria-selected', 'true');
  await expect(hits.first()).toHaveAttribute('aria-selected', 'false');
  const chosen = await hits.nth(1).locator('a').getAttribute('href');
  await page.keyboard.press('Enter');
  await expect(modal).toBeHidden();
  expect(new URL(page.url()).pathname + new URL(page.url()).hash).toBe(chosen);
});

test('tabs switch with the arrow keys', async ({page}) => {
  await openPage(page, '/tests/pages/tabs-tests');
  const tabs = page.getByRole('tablist').first().getByRole('tab');
  // Tab enters the group on its selected tab (the second one here).
  await tabUntil(page, 'the first tab group', (element) => element.getAttribute('role') === 'tab');
  await expect(tabs.nth(1)).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(tabs.nth(2)).toBeFocused();
  await expect(tabs.nth(2)).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('Bananas come in bunches.')).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowLeft');
  await expect(tabs.nth(2)).toHaveAttribute('aria-selected', 'true');
});

test('showcase filters work from the keyboard and the new count is announced', async ({page}) => {
  await openPage(page, '/showcase/');
  const status = page.getByRole('status').filter({hasText: /sites?$/});
  await expect(status).toHaveAttribute('aria-live', 'polite');
  const before = await status.textContent();
  await tabUntil(page, 'the first tag filter', (element) => element.getAttribute('type') === 'checkbox', 80);
  await page.keyboard.press('Space');
  await expect(focused(page)).toBeChecked();
  await expect(status).not.toHaveText(before ?? '');
  await page.keyboard.press('Space');
  await expect(status).toHaveText(before ?? '');
});

test('the colour toggle is reachable and says which mode is on', async ({page}) => {
  await openPage(page, '/');
  if (isMobile(page)) {
    await tabUntil(page, 'the menu button', (element) => element.classList.contains('navbar__toggle'));
    await page.keyboard.press('Enter');
    await expect.poll(() => focusIsInPhoneMenu(page)).toBe(true);
  }
  await tabUntil(page, 'the colour toggle', (element) => /toggleButton/.test(element.className));
  await expect(focused(page)).toHaveAccessibleName(/currently light mode/);
  await page.keyboard.press('Enter');
  await expect.poll(() => dataTheme(page)).toBe('dark');
  await expect(focused(page)).toHaveAccessibleName(/currently dark mode/);
  // (The navbar's own toggle, hidden on phones, has a silent copy of the region.)
  await expect(page.getByRole('status').filter({hasText: 'Dark mode is on'}).first()).toBeAttached();
});
