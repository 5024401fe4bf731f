/**
 * The footer every page carries: link columns, the logo and the copyright,
 * with links that navigate inside the app (no page load).
 */
import {test, expect, waitForHydration} from './fixtures';

declare global {
  interface Window {
    sameDocumentMarker?: boolean;
  }
}

test('the footer shows link columns, a logo and the copyright, and its links navigate inside the app', async ({page}) => {
  await page.goto('/docs/installation');
  await waitForHydration(page);
  const footer = page.locator('footer.footer');
  await footer.scrollIntoViewIfNeeded();
  await expect(footer.locator('.footer__title').first()).toBeVisible();
  expect(await footer.locator('.footer__title').count()).toBeGreaterThanOrEqual(3);
  await expect(footer.locator('img').first()).toBeVisible();
  await expect(footer.locator('.footer__copyright')).toContainText('Copyright ©');
  await page.evaluate(() => {
    window.sameDocumentMarker = true;
  });
  await footer.locator('a[href="/blog"]').first().click();
  await expect(page).toHaveURL(/\/blog$/);
  await expect(page.locator('main').first()).toContainText(/\S/);
  expect(await page.evaluate(() => window.sameDocumentMarker), 'no page load').toBe(true);
});
