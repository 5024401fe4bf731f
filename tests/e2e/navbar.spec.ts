/**
 * The navbar every page carries: its items, on desktop and in the phone menu,
 * the custom item of the /tests/ pages, the skip link, and hiding on scroll
 * (hideOnScroll is on): visible near the top, hidden on scroll down, shown on
 * scroll up, hidden when navigating to a hash. Elsewhere: which item is active
 * on community pages (community.spec), the dropdowns (navbar-dropdowns.spec),
 * the phone menu (phone-menu.spec).
 */
import type {Locator, Page} from '@playwright/test';
import {test, expect, isMobile, waitForHydration} from './fixtures';
import {openPhoneMenuOnNavbarItems} from './helpers/phoneMenu';

/** Where the navbar links are: the bar itself, or the phone menu's navbar panel. */
async function navbarItems(page: Page): Promise<Locator> {
  if (isMobile(page)) {
    return openPhoneMenuOnNavbarItems(page);
  }
  return page.locator('nav.navbar');
}

test('the navbar shows every primary item, linking where it says', async ({page}) => {
  await page.goto('/');
  const nav = await navbarItems(page);
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

test('the custom navbar item shows on /tests/ paths only', async ({page}) => {
  // On phones it sits in the menu, which is rendered only when opened: looked for there.
  for (const [path, shown] of [
    ['/tests/', true],
    ['/tests/docs/', true],
    ['/tests/blog', true],
    ['/tests/pages/tabs-tests', true],
    ['/docs/', false],
    ['/blog', false],
  ] as const) {
    await page.goto(path);
    await waitForHydration(page);
    const item = (await navbarItems(page)).locator('[data-testid="custom-dogfood-navbar-item"]');
    if (shown) {
      await expect(item.first(), path).toBeVisible();
    } else {
      await expect(item, path).toHaveCount(0);
    }
  }
});

test('a skip-to-content link is the first focusable element', async ({page}) => {
  await page.goto('/docs/installation');
  await waitForHydration(page);
  await page.keyboard.press('Tab');
  const focused = page.locator(':focus');
  await expect(focused).toHaveText(/Skip to main content/i);
  // Its landmark is announced by name, not by a translation id.
  await expect(page.getByRole('region', {name: 'Skip to main content'})).toBeAttached();
  await page.keyboard.press('Enter');
  // The theme moves the focus start point to <main>: the next Tab lands inside
  // the page content, past the navbar and the sidebar.
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => Boolean(document.activeElement?.closest('main')))).toBe(true);
});

const navbar = (page: Page) => page.locator('nav.navbar');
const isNavbarHidden = (page: Page) =>
  navbar(page).evaluate((nav) => [...nav.classList].some((name) => name.includes('navbarHidden')));

/**
 * Scrolls by small steps, as a reader does: each step waits for its scroll
 * event, which the navbar's listener (registered first) has then handled.
 */
async function scrollBy(page: Page, deltaY: number): Promise<void> {
  const step = Math.sign(deltaY) * 100;
  for (let done = 0; Math.abs(done) < Math.abs(deltaY); done += step) {
    await page.evaluate(
      (by) =>
        new Promise<void>((resolve) => {
          const before = window.scrollY;
          window.addEventListener('scroll', () => resolve(), {once: true});
          window.scrollBy(0, by);
          // Already at the top or bottom: nothing moves and no event comes.
          if (window.scrollY === before) resolve();
        }),
      step,
    );
  }
}

test.describe('the navbar hides on scroll', () => {
  // A long page, so that scrolling never reaches the bottom.
  const longPage = '/docs/api/docusaurus-config';

  test('visible near the top, hidden on scroll down, shown again on scroll up', async ({page}) => {
    await page.goto(longPage);
    await waitForHydration(page);
    expect(await isNavbarHidden(page)).toBe(false);
    await expect(navbar(page)).toBeInViewport({ratio: 1});

    await scrollBy(page, 1200);
    await expect.poll(() => isNavbarHidden(page)).toBe(true);
    // Hidden means moved out of the viewport, not just a class name.
    await expect.poll(async () => (await navbar(page).boundingBox())!.y).toBeLessThan(0);

    await scrollBy(page, -300);
    await expect.poll(() => isNavbarHidden(page)).toBe(false);

    // Back near the top it is always shown, whatever the direction.
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(() => isNavbarHidden(page)).toBe(false);
  });

  test('navigating to a hash hides it, so the target heading is not covered', async ({page}) => {
    await page.goto(longPage);
    await waitForHydration(page);
    // The heading anchors are links to "#id": a reader follows one.
    const anchor = page.locator('article h2 a.hash-link').nth(2);
    const hash = await anchor.getAttribute('href');
    expect(hash).toMatch(/^#/);
    await anchor.click();
    await expect(page).toHaveURL(new RegExp(`${hash}$`));
    await expect.poll(() => isNavbarHidden(page)).toBe(true);

    // A plain navigation (no hash) shows it again.
    await page.locator('.navbar__inner a.navbar__brand').click();
    await expect(page).toHaveURL(/\/$/);
    await expect.poll(() => isNavbarHidden(page)).toBe(false);
  });
});
