/**
 * The phone menu (the navbar's side menu, at or below 996 px): opens and
 * closes by pointer and keyboard, keeps the focus while open; shows the
 * primary or the secondary menu; its dropdowns are collapsible lists; locks
 * body scroll while open; closes on back navigation; forced closed when the
 * viewport switches to desktop.
 */
import {test, expect, isMobile, waitForHydration} from './fixtures';
import type {Page} from '@playwright/test';
import {
  closePhoneMenu,
  focusIsInPhoneMenu,
  isPhoneMenuOpen,
  openPhoneMenu,
  phoneMenu,
  phoneMenuPrimaryPanel,
  phoneMenuSecondaryPanel,
} from './helpers/phoneMenu';
import {focused, tabUntil} from './helpers/keyboard';

const navbar = (page: Page) => page.locator('nav.navbar');
const bodyOverflow = (page: Page) => page.evaluate(() => getComputedStyle(document.body).overflow);

test.describe('the phone menu', () => {
  test.beforeEach(({page}) => {
    test.skip(!isMobile(page), 'the side menu exists only at or below 996 px (mobile project)');
  });

  test('the toggle opens it and the close button, the backdrop close it', async ({page}) => {
    await page.goto('/');
    await openPhoneMenu(page);
    await expect(phoneMenu(page)).toBeInViewport();
    await closePhoneMenu(page);

    await openPhoneMenu(page);
    // The backdrop covers the page to the right of the menu. Clicked through its
    // locator, so the click waits until the backdrop (fading in) receives it.
    await page.locator('.navbar-sidebar__backdrop').click({position: {x: 380, y: 400}});
    await expect(navbar(page)).not.toHaveClass(/navbar-sidebar--show/);
  });

  test('it is rendered once the reader heads for the menu button, not while the page loads', async ({page}) => {
    await page.goto('/docs/installation');
    await waitForHydration(page);
    await expect(phoneMenu(page)).toHaveCount(0);
    await page.locator('button.navbar__toggle').hover();
    await expect(phoneMenu(page)).toBeAttached();
    await expect(phoneMenu(page)).not.toBeInViewport();
    await openPhoneMenu(page);
    await expect(phoneMenuSecondaryPanel(page).getByRole('link', {name: 'Installation', exact: true})).toBeInViewport();
  });

  test('on a docs page it opens on the docs sidebar; "Back" shows the main menu', async ({page}) => {
    await page.goto('/docs/installation');
    await openPhoneMenu(page);
    const items = page.locator('.navbar-sidebar__items');
    await expect(items).toHaveClass(/navbar-sidebar__items--show-secondary/);
    const secondary = phoneMenuSecondaryPanel(page);
    await expect(secondary.getByRole('link', {name: 'Installation', exact: true})).toBeInViewport();

    await secondary.getByRole('button', {name: '← Back to main menu'}).click();
    await expect(items).not.toHaveClass(/navbar-sidebar__items--show-secondary/);
    const primary = phoneMenuPrimaryPanel(page);
    await expect(primary.getByRole('link', {name: 'Blog', exact: true})).toBeInViewport();

    // Closing and reopening returns to the docs sidebar.
    await closePhoneMenu(page);
    await openPhoneMenu(page);
    await expect(items).toHaveClass(/navbar-sidebar__items--show-secondary/);
  });

  test('outside docs there is only the primary menu, and a link in it closes the menu', async ({
    page,
  }) => {
    await page.goto('/');
    await openPhoneMenu(page);
    await expect(page.locator('.navbar-sidebar__items')).not.toHaveClass(/show-secondary/);
    await phoneMenuPrimaryPanel(page).getByRole('link', {name: 'Blog', exact: true}).click();
    await expect(page).toHaveURL(/\/blog$/);
    expect(await isPhoneMenuOpen(page)).toBe(false);
  });

  test('the page behind cannot scroll while it is open', async ({page}) => {
    await page.goto('/docs/installation');
    await waitForHydration(page);
    expect(await bodyOverflow(page)).toBe('visible');
    // The theme locks and unlocks the body in an effect that runs after the
    // menu's class changes: wait for it rather than read once.
    await openPhoneMenu(page);
    await expect.poll(() => bodyOverflow(page)).toBe('hidden');
    await closePhoneMenu(page);
    await expect.poll(() => bodyOverflow(page)).toBe('visible');
  });

  test('the browser Back button closes it instead of leaving the page', async ({page}) => {
    await page.goto('/');
    await waitForHydration(page);
    await openPhoneMenu(page);
    await phoneMenuPrimaryPanel(page).getByRole('link', {name: 'Blog', exact: true}).click();
    await expect(page).toHaveURL(/\/blog$/);
    await openPhoneMenu(page);

    await page.goBack();
    await expect(navbar(page)).not.toHaveClass(/navbar-sidebar--show/);
    // The navigation was blocked: the reader is still on the blog.
    await expect(page).toHaveURL(/\/blog$/);
    await expect.poll(() => bodyOverflow(page)).toBe('visible');

    // With the menu closed, Back navigates as usual.
    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
  });

  test('growing the window past 996 px forces it closed', async ({page}) => {
    await page.goto('/docs/installation');
    await openPhoneMenu(page);
    await page.setViewportSize({width: 1280, height: 844});
    await expect(navbar(page)).not.toHaveClass(/navbar-sidebar--show/);
    // Rendered only on phones: the menu is gone, and scrolling is unlocked.
    await expect(phoneMenu(page)).toHaveCount(0);
    await expect.poll(() => bodyOverflow(page)).toBe('visible');
    await expect(page.locator('button.navbar__toggle')).toBeHidden();

    await page.setViewportSize({width: 390, height: 844});
    await expect(phoneMenu(page)).toBeAttached();
    expect(await isPhoneMenuOpen(page)).toBe(false);
  });

  test('from the keyboard it opens, keeps focus inside, closes with Escape and gives focus back', async ({page}) => {
    await page.goto('/docs/installation');
    await waitForHydration(page);
    const toggle = page.locator('button.navbar__toggle');
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
    await expect(phoneMenu(page)).toBeHidden();
    await expect(toggle).toBeFocused();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  test('each dropdown is a list that expands and collapses, by pointer or keyboard', async ({page}) => {
    await page.goto('/');
    await openPhoneMenu(page);
    // On phones the locale dropdown is labelled "Languages".
    const label = phoneMenu(page).getByRole('button', {name: 'Languages'});
    // (`has` matches inside each item: a locator from the page, not from the menu.)
    const item = phoneMenu(page).locator('.menu__list-item').filter({has: page.getByRole('button', {name: 'Languages'})});
    await expect(item).toHaveClass(/menu__list-item--collapsed/);
    await label.click();
    await expect(item).not.toHaveClass(/menu__list-item--collapsed/);
    await expect(item.getByRole('link', {name: 'English'})).toBeVisible();
    await label.click();
    await expect(item).toHaveClass(/menu__list-item--collapsed/);

    // The version list, from the keyboard, from a fresh page; Escape then closes the whole menu.
    await page.reload();
    await waitForHydration(page);
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
});
