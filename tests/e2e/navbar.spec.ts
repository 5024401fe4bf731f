/** Navbar items of spec §2 "Layout", on desktop and in the mobile side menu. */
import {test, expect, isMobile, waitForHydration} from './fixtures';
import type {Page} from '@playwright/test';

/** Where the navbar links are: the bar itself, or the side menu on phones. */
async function openNavigation(page: Page) {
  if (isMobile(page)) {
    await waitForHydration(page);
    await page.locator('button.navbar__toggle').click();
    const menu = page.locator('.navbar-sidebar');
    await expect(menu).toBeVisible();
    return menu;
  }
  return page.locator('nav.navbar');
}

test('the navbar shows every primary item, linking where it says', async ({page}) => {
  await page.goto('/');
  const nav = await openNavigation(page);
  const expected: [string, RegExp][] = [
    ['Docs', /\/docs\/?$/],
    ['API', /\/docs\/cli$/],
    ['Blog', /\/blog$/],
    ['Showcase', /\/showcase$/],
    ['Community', /\/community\/support$/],
    ['Tests', /\/tests\/?$/],
  ];
  for (const [label, href] of expected) {
    await expect(nav.getByRole('link', {name: label, exact: true}).first()).toHaveAttribute('href', href);
  }
  await expect(nav.locator('a[href="https://github.com/facebook/docusaurus"]').first()).toBeAttached();
});

test('Community is active on community pages only', async ({page}) => {
  await page.goto('/community/support');
  const nav = await openNavigation(page);
  await expect(nav.getByRole('link', {name: 'Community', exact: true}).first()).toHaveClass(/active/);
  await page.goto('/docs/installation');
  const navAgain = await openNavigation(page);
  await expect(navAgain.getByRole('link', {name: 'Community', exact: true}).first()).not.toHaveClass(
    /active/,
  );
});

test('the docs version dropdown lists the three versions, current first', async ({page}) => {
  test.skip(isMobile(page), 'on phones the versions are a collapsible list, covered by versions.spec');
  await page.goto('/docs/installation');
  const dropdown = page.locator('.navbar__item.dropdown').filter({hasText: '2.0.0-rc.2'});
  await dropdown.hover();
  const items = dropdown.locator('.dropdown__menu a.dropdown__link');
  await expect(items.nth(0)).toHaveText('2.0.0-rc.2');
  await expect(items.nth(1)).toHaveText('2.0.0-rc.1');
  await expect(items.nth(2)).toHaveText('2.0.0-beta.22');
  await expect(dropdown.getByRole('link', {name: 'All versions'})).toHaveAttribute('href', '/versions');
  // The same page in another version.
  await expect(items.nth(1)).toHaveAttribute('href', '/docs/2.0.0-rc.1/installation');
});

test('the language dropdown offers English only', async ({page}) => {
  test.skip(isMobile(page), 'the locale list is inside the side menu on phones');
  await page.goto('/');
  const dropdown = page.locator('.navbar__item.dropdown').filter({hasText: 'English'});
  await dropdown.hover();
  await expect(dropdown.locator('.dropdown__menu a')).toHaveCount(1);
  await expect(dropdown.locator('.dropdown__menu a')).toHaveText('English');
});

test('the custom navbar button shows on /tests/ paths only', async ({page}) => {
  const button = page.locator('[data-testid="custom-dogfood-navbar-item"]');
  await page.goto('/docs/');
  await waitForHydration(page);
  await expect(button).toHaveCount(0);
  await page.goto('/tests/');
  await waitForHydration(page);
  if (isMobile(page)) {
    await openNavigation(page);
  }
  await expect(button.first()).toBeVisible();
});

test('a skip-to-content link is the first focusable element', async ({page}) => {
  await page.goto('/docs/installation');
  await waitForHydration(page);
  await page.keyboard.press('Tab');
  const focused = page.locator(':focus');
  await expect(focused).toHaveText(/Skip to main content/i);
  await page.keyboard.press('Enter');
  // The theme moves the focus start point to <main>: the next Tab lands inside
  // the page content, past the navbar and the sidebar.
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => Boolean(document.activeElement?.closest('main')))).toBe(true);
});

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
