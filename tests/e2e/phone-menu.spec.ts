/**
 * The navbar (hideOnScroll is on): visible near the top, hidden on
 * scroll down, shown on scroll up, hidden when navigating to a hash.
 * The phone menu (the navbar's side menu): toggles; shows the primary or the secondary menu;
 * locks body scroll while open; closes on back navigation; forced closed when
 * the viewport switches to desktop (above 996 px).
 */
import {test, expect, isMobile, waitForHydration} from './fixtures';
import type {Page} from '@playwright/test';
import {
  closePhoneMenu,
  isPhoneMenuOpen,
  openPhoneMenu,
  phoneMenu,
  phoneMenuPrimaryPanel,
  phoneMenuSecondaryPanel,
} from './helpers/phoneMenu';

const navbar = (page: Page) => page.locator('nav.navbar');
const isNavbarHidden = (page: Page) =>
  navbar(page).evaluate((nav) => [...nav.classList].some((name) => name.includes('navbarHidden')));
const bodyOverflow = (page: Page) => page.evaluate(() => getComputedStyle(document.body).overflow);

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

test.describe('the phone menu', () => {
  test.beforeEach(({page}) => {
    test.skip(!isMobile(page), 'the side menu exists only at or below 996 px (mobile project)');
  });

  test('the toggle opens it and the close button, the backdrop close it', async ({page}) => {
    await page.goto('/');
    await openPhoneMenu(page);
    await expect(phoneMenu(page)).toBeInViewport();
    await closePhoneMenu(page);

    await openPhoneMenu(page);
    // The backdrop covers the page to the right of the menu. Clicked through its
    // locator, so the click waits until the backdrop (fading in) receives it.
    await page.locator('.navbar-sidebar__backdrop').click({position: {x: 380, y: 400}});
    await expect(navbar(page)).not.toHaveClass(/navbar-sidebar--show/);
  });

  test('it is rendered once the reader heads for the menu button, not while the page loads', async ({page}) => {
    await page.goto('/docs/installation');
    await waitForHydration(page);
    await expect(phoneMenu(page)).toHaveCount(0);
    await page.locator('button.navbar__toggle').hover();
    await expect(phoneMenu(page)).toBeAttached();
    await expect(phoneMenu(page)).not.toBeInViewport();
    await openPhoneMenu(page);
    await expect(phoneMenuSecondaryPanel(page).getByRole('link', {name: 'Installation', exact: true})).toBeInViewport();
  });

  test('on a docs page it opens on the docs sidebar; "Back" shows the main menu', async ({page}) => {
    await page.goto('/docs/installation');
    await openPhoneMenu(page);
    const items = page.locator('.navbar-sidebar__items');
    await expect(items).toHaveClass(/navbar-sidebar__items--show-secondary/);
    const secondary = phoneMenuSecondaryPanel(page);
    await expect(secondary.getByRole('link', {name: 'Installation', exact: true})).toBeInViewport();

    await secondary.getByRole('button', {name: '← Back to main menu'}).click();
    await expect(items).not.toHaveClass(/navbar-sidebar__items--show-secondary/);
    const primary = phoneMenuPrimaryPanel(page);
    await expect(primary.getByRole('link', {name: 'Blog', exact: true})).toBeInViewport();

    // Closing and reopening returns to the docs sidebar.
    await closePhoneMenu(page);
    await openPhoneMenu(page);
    await expect(items).toHaveClass(/navbar-sidebar__items--show-secondary/);
  });

  test('outside docs there is only the primary menu, and a link in it closes the menu', async ({
    page,
  }) => {
    await page.goto('/');
    await openPhoneMenu(page);
    await expect(page.locator('.navbar-sidebar__items')).not.toHaveClass(/show-secondary/);
    await phoneMenuPrimaryPanel(page).getByRole('link', {name: 'Blog', exact: true}).click();
    await expect(page).toHaveURL(/\/blog$/);
    expect(await isPhoneMenuOpen(page)).toBe(false);
  });

  test('the page behind cannot scroll while it is open', async ({page}) => {
    await page.goto('/docs/installation');
    await waitForHydration(page);
    expect(await bodyOverflow(page)).toBe('visible');
    await openPhoneMenu(page);
    expect(await bodyOverflow(page)).toBe('hidden');
    await closePhoneMenu(page);
    expect(await bodyOverflow(page)).toBe('visible');
  });

  test('the browser Back button closes it instead of leaving the page', async ({page}) => {
    await page.goto('/');
    await waitForHydration(page);
    await openPhoneMenu(page);
    await phoneMenuPrimaryPanel(page).getByRole('link', {name: 'Blog', exact: true}).click();
    await expect(page).toHaveURL(/\/blog$/);
    await openPhoneMenu(page);

    await page.goBack();
    await expect(navbar(page)).not.toHaveClass(/navbar-sidebar--show/);
    // The navigation was blocked: the reader is still on the blog.
    await expect(page).toHaveURL(/\/blog$/);
    expect(await bodyOverflow(page)).toBe('visible');

    // With the menu closed, Back navigates as usual.
    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
  });

  test('growing the window past 996 px forces it closed', async ({page}) => {
    await page.goto('/docs/installation');
    await openPhoneMenu(page);
    await page.setViewportSize({width: 1280, height: 844});
    await expect(navbar(page)).not.toHaveClass(/navbar-sidebar--show/);
    // Rendered only on phones: the menu is gone, and scrolling is unlocked.
    await expect(phoneMenu(page)).toHaveCount(0);
    expect(await bodyOverflow(page)).toBe('visible');
    await expect(page.locator('button.navbar__toggle')).toBeHidden();

    await page.setViewportSize({width: 390, height: 844});
    await expect(phoneMenu(page)).toBeAttached();
    expect(await isPhoneMenuOpen(page)).toBe(false);
  });
});
