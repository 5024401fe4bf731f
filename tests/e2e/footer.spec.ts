/**
 * The footer every page carries: link columns, the logo and the copyright,
 * rendered by React once scrolled into view, with links that navigate.
 * (Before it is hydrated its links already navigate in the app: static-markup.spec.)
 */
import {test, expect, waitForHydration} from './fixtures';

test('the footer shows link columns, a logo and the copyright, and its links work once scrolled into view', async ({page}) => {
  await page.goto('/docs/installation');
  await waitForHydration(page);
  const footer = page.locator('footer.footer');
  await footer.scrollIntoViewIfNeeded();
  await expect(footer.locator('.footer__title').first()).toBeVisible();
  expect(await footer.locator('.footer__title').count()).toBeGreaterThanOrEqual(3);
  await expect(footer.locator('img').first()).toBeVisible();
  await expect(footer.locator('.footer__copyright')).toContainText('Copyright ©');
  await footer.locator('a[href="/blog"]').first().click();
  await expect(page).toHaveURL(/\/blog$/);
});
