/**
 * The DocSearch modal as the search specs drive it: opened from the keyboard,
 * typed into key by key, as a reader does.
 */
import type {Page} from '@playwright/test';
import {expect, waitForHydration} from '../fixtures';

export async function openPage(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForHydration(page);
}

export const modal = (page: Page) => page.locator('.DocSearch-Modal');
export const modalInput = (page: Page) => page.locator('.DocSearch-Input');

/** Opens the modal with Ctrl+K and types the query once its input has the focus (its code loads on first use). */
export async function typeInModal(page: Page, query: string): Promise<void> {
  await page.keyboard.press('Control+k');
  await expect(modalInput(page)).toBeFocused();
  await page.keyboard.type(query, {delay: 20});
}

/** Presses Tab until the element has the focus, as a keyboard user would. */
export async function tabTo(page: Page, target: ReturnType<Page['locator']>, maxPresses = 10): Promise<void> {
  for (let press = 0; press < maxPresses; press += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) {
      return;
    }
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}
