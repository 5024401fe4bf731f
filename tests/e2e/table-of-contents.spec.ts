/** The footer every page carries, and the table of contents of a docs page. */
import {test, expect, isMobile} from './fixtures';

test('the footer has link columns, a logo and the copyright', async ({page}) => {
  await page.goto('/');
  const footer = page.locator('footer.footer');
  expect(await footer.locator('.footer__title').count()).toBeGreaterThanOrEqual(3);
  await expect(footer.locator('img').first()).toBeVisible();
  await expect(footer.locator('.footer__copyright')).toContainText('Copyright ©');
});

test('the table of contents lists h2 and h3 headings only', async ({page}) => {
  test.skip(isMobile(page), 'the desktop TOC column is hidden on phones');
  await page.goto('/docs/installation');
  const toc = page.locator('.theme-doc-toc-desktop');
  await expect(toc).toBeVisible();
  const levels = await page.evaluate(() =>
    [...document.querySelectorAll('.theme-doc-toc-desktop a')].map((link) => {
      const id = decodeURIComponent(link.getAttribute('href')!.slice(1));
      return document.getElementById(id)?.tagName;
    }),
  );
  expect(levels.length).toBeGreaterThan(0);
  expect(new Set(levels)).toEqual(new Set(levels.filter((tag) => tag === 'H2' || tag === 'H3')));
});
