/**
 * Moving through a page with the keyboard alone, as a reader without a mouse
 * does: Tab until the wanted control has the focus.
 */
import type {Page} from '@playwright/test';

export const focused = (page: Page) => page.locator(':focus');

/** Presses Tab until `predicate` holds for the focused element (at most `limit` presses). */
export async function tabUntil(
  page: Page,
  description: string,
  predicate: (element: Element) => boolean,
  limit = 40,
): Promise<void> {
  for (let presses = 0; presses < limit; presses += 1) {
    await page.keyboard.press('Tab');
    if (await page.evaluate(`(${predicate.toString()})(document.activeElement)`)) return;
  }
  throw new Error(`${description} was not reached with ${limit} presses of Tab`);
}
