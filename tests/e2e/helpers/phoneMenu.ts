/**
 * The navbar's side menu on phones (below 996 px), opened and closed the way a
 * reader does: the toggle button, then the close button. On a page with a docs
 * or blog sidebar the menu opens on that sidebar (the secondary panel); "Back"
 * shows the panel that holds the navbar items (the primary panel).
 */
import {expect, type Locator, type Page} from '@playwright/test';
import {waitForHydration} from '../fixtures';

export const phoneMenu = (page: Page): Locator => page.locator('.navbar-sidebar');

/** The panel with the navbar items. */
export const phoneMenuPrimaryPanel = (page: Page): Locator => page.locator('.navbar-sidebar__item').nth(0);

/** The panel with the page's own sidebar (docs, blog), when it has one. */
export const phoneMenuSecondaryPanel = (page: Page): Locator => page.locator('.navbar-sidebar__item').nth(1);

/** Is the phone menu open? (The theme marks the navbar, not the menu.) */
export async function isPhoneMenuOpen(page: Page): Promise<boolean> {
  return page.locator('nav.navbar').evaluate((nav) => nav.classList.contains('navbar-sidebar--show'));
}

export async function openPhoneMenu(page: Page): Promise<Locator> {
  await waitForHydration(page);
  await page.locator('button.navbar__toggle').click();
  await expect(page.locator('nav.navbar')).toHaveClass(/navbar-sidebar--show/);
  return phoneMenu(page);
}

export async function closePhoneMenu(page: Page): Promise<void> {
  await page.locator('button.navbar-sidebar__close').click();
  await expect(page.locator('nav.navbar')).not.toHaveClass(/navbar-sidebar--show/);
}

/** Opens the menu on the panel with the navbar items, going "Back" if it opened on a sidebar. */
export async function openPhoneMenuOnNavbarItems(page: Page): Promise<Locator> {
  await openPhoneMenu(page);
  const items = page.locator('.navbar-sidebar__items');
  if (await items.evaluate((element) => element.classList.contains('navbar-sidebar__items--show-secondary'))) {
    await page.locator('button.navbar-sidebar__back').click();
    await expect(items).not.toHaveClass(/navbar-sidebar__items--show-secondary/);
  }
  return phoneMenuPrimaryPanel(page);
}

/** Does the phone menu hold the keyboard focus? */
export const focusIsInPhoneMenu = (page: Page): Promise<boolean> =>
  phoneMenu(page).evaluate((menu) => menu.contains(document.activeElement));
