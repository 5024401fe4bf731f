/**
 * The colour mode toggle, reached where a reader finds it: in the navbar on
 * desktops, in the phone menu below 996 px.
 */
import type {Locator, Page} from '@playwright/test';
import {isMobile, waitForHydration} from '../fixtures';
import {closePhoneMenu, isPhoneMenuOpen, openPhoneMenu, phoneMenu} from './phoneMenu';

/** The toggle a reader can press now (opens the phone menu if needed). */
export async function visibleColourToggle(page: Page): Promise<Locator> {
  await waitForHydration(page);
  if (!isMobile(page)) {
    return page.locator('.navbar__inner button[class*="toggleButton"]');
  }
  if (!(await isPhoneMenuOpen(page))) {
    await openPhoneMenu(page);
  }
  return phoneMenu(page).locator('button[class*="toggleButton"]');
}

/** Presses the colour toggle and leaves the page as it was (phone menu closed). */
export async function pressColourToggle(page: Page): Promise<void> {
  const toggle = await visibleColourToggle(page);
  await toggle.click();
  if (isMobile(page)) {
    await closePhoneMenu(page);
  }
}

/** The mode on <html> (set by the inline head script before paint, then by React). */
export const dataTheme = (page: Page): Promise<string | null> =>
  page.locator('html').getAttribute('data-theme');

/** The inline value of an Infima variable on <html> (set by the colour generator). */
export const inlineHtmlVariable = (page: Page, name: string): Promise<string> =>
  page.evaluate((variable) => document.documentElement.style.getPropertyValue(variable).trim(), name);
