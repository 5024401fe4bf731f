/**
 * Reader gestures shared by the states-* specs. On phones several controls
 * (the colour toggle, the navbar links) live in the side menu, so each helper
 * reaches them the way a reader would on that viewport.
 */
import {expect, type Locator, type Page} from '@playwright/test';
import {isMobile, waitForHydration} from '../fixtures';

export const mobileSidebar = (page: Page): Locator => page.locator('.navbar-sidebar');

/** Is the phone side menu open? (The theme marks the navbar, not the menu.) */
export async function isSideMenuOpen(page: Page): Promise<boolean> {
  return page.locator('nav.navbar').evaluate((nav) => nav.classList.contains('navbar-sidebar--show'));
}

export async function openSideMenu(page: Page): Promise<void> {
  await waitForHydration(page);
  await page.locator('button.navbar__toggle').click();
  await expect(page.locator('nav.navbar')).toHaveClass(/navbar-sidebar--show/);
}

export async function closeSideMenu(page: Page): Promise<void> {
  await page.locator('.navbar-sidebar__close').click();
  await expect(page.locator('nav.navbar')).not.toHaveClass(/navbar-sidebar--show/);
}

/** The colour toggle a reader can press: in the navbar, or in the side menu on phones. */
export async function visibleColourToggle(page: Page): Promise<Locator> {
  await waitForHydration(page);
  if (isMobile(page) && !(await isSideMenuOpen(page))) {
    await openSideMenu(page);
  }
  const scope = isMobile(page) ? mobileSidebar(page) : page.locator('.navbar__inner');
  return scope.locator('button[class*="toggleButton"]');
}

/** Presses the colour toggle and leaves the page as it was (side menu closed). */
export async function pressColourToggle(page: Page): Promise<void> {
  const toggle = await visibleColourToggle(page);
  await toggle.click();
  if (isMobile(page)) {
    await closeSideMenu(page);
  }
}

export const dataTheme = (page: Page): Promise<string | null> =>
  page.locator('html').getAttribute('data-theme');

/** The inline value of an Infima variable on <html> (set by the colour generator). */
export const inlineHtmlVariable = (page: Page, name: string): Promise<string> =>
  page.evaluate((variable) => document.documentElement.style.getPropertyValue(variable).trim(), name);
