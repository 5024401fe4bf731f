/**
 * Plain markup kept from the server on a page's first load
 * (src/plugins/bundle-performance/keepServerMarkup): showcase cards, changelog
 * entries and code-block buttons hydrate only when they near the viewport. What a reader sees and does must not change: links in
 * kept markup navigate inside the app, and a card scrolled into view gets its
 * preview.
 */
import {test, expect, waitForHydration} from './fixtures';

declare global {
  interface Window {
    sameDocumentMarker?: boolean;
  }
}

test('a showcase card far down the page gets its preview once scrolled into view', async ({page}) => {
  await page.goto('/showcase/');
  await waitForHydration(page);
  const lastCard = page.locator('li.card').last();
  await expect(lastCard.locator('h3 a')).toHaveText(/\S/);
  await lastCard.scrollIntoViewIfNeeded();
  await expect(lastCard.locator('img').first()).toBeVisible({timeout: 15_000});
});

test('a changelog entry far down the list, still the server markup, links inside the app', async ({page}) => {
  await page.goto('/changelog/');
  await waitForHydration(page);
  await page.evaluate(() => {
    window.sameDocumentMarker = true;
  });
  const lastEntryTitle = page.locator('main article h2 a').last();
  const title = (await lastEntryTitle.textContent())!;
  expect(title).toMatch(/\S/);
  await lastEntryTitle.evaluate((element: HTMLElement) => element.click());
  await expect(page.locator('article h1').first()).toHaveText(title);
  expect(await page.evaluate(() => window.sameDocumentMarker)).toBe(true);
});

/** Has React hydrated or rendered this element? (React 17 tags its elements with their fiber.) */
const isReacts = (element: Element) => Object.keys(element).some((key) => key.startsWith('__reactFiber$'));

test("a heading's anchor link moves to the heading without a page load", async ({page}) => {
  await page.goto('/docs/installation');
  await waitForHydration(page);
  const heading = page.locator('article .markdown h2#scaffold-a-new-site');
  await page.evaluate(() => {
    window.sameDocumentMarker = true;
  });
  await heading.hover();
  await heading.locator('a.hash-link').click();
  await expect(page).toHaveURL(/\/docs\/installation#scaffold-a-new-site$/);
  await expect(heading).toBeInViewport();
  expect(await page.evaluate(() => window.sameDocumentMarker)).toBe(true);
});

test("the head is the page's on the first load, and the next page, rendered in the app, gets its own", async ({page}) => {
  await page.goto('/docs/installation');
  await waitForHydration(page);
  const html = page.locator('html');
  await expect(page).toHaveTitle(/^Installation \| Docusaurus$/);
  await expect(html).toHaveClass(/\bdocs-doc-id-installation\b/);
  // Helmet writes the head in an animation frame: it must still be this page's after that.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 100))));
  await expect(page).toHaveTitle(/^Installation \| Docusaurus$/);
  await expect(html).toHaveClass(/\bdocs-doc-id-installation\b/);
  expect(await page.locator('head title').count()).toBe(1);

  await page.evaluate(() => {
    window.sameDocumentMarker = true;
  });
  await page.locator('article .markdown a[href="/docs/configuration"]').first().click();
  await expect(page).toHaveTitle(/^Configuration \| Docusaurus$/);
  await expect(html).toHaveClass(/\bdocs-doc-id-configuration\b/);
  await expect(html).not.toHaveClass(/\bdocs-doc-id-installation\b/);
  await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute('href', /\/docs\/configuration$/);
  expect(await page.evaluate(() => window.sameDocumentMarker)).toBe(true);
});

test.describe('at phone width', () => {
  test.use({viewport: {width: 390, height: 844}});

  test("a code block's buttons stay server markup until the block nears the screen", async ({page}) => {
    await page.goto('/docs/installation');
    await waitForHydration(page);
    const lastCopyButton = page.locator('.theme-code-block').last().getByRole('button', {name: 'Copy code to clipboard'});
    expect(await lastCopyButton.evaluate(isReacts)).toBe(false);
    await lastCopyButton.scrollIntoViewIfNeeded();
    await expect.poll(() => lastCopyButton.evaluate(isReacts)).toBe(true);
  });

  test('focus on a kept button stays on the button React puts in its place', async ({page}) => {
    await page.goto('/docs/installation');
    await waitForHydration(page);
    const lastCopyButton = page.locator('.theme-code-block').last().getByRole('button', {name: 'Copy code to clipboard'});
    await lastCopyButton.focus();
    await expect.poll(() => lastCopyButton.evaluate(isReacts)).toBe(true);
    await expect(lastCopyButton).toBeFocused();
  });

  test('the docs sidebar, hidden on a phone, shows and navigates in the app once the window widens', async ({page}) => {
    await page.goto('/docs/installation');
    await waitForHydration(page);
    await page.evaluate(() => {
      window.sameDocumentMarker = true;
    });
    await page.setViewportSize({width: 1280, height: 800});
    const sidebar = page.locator('aside.theme-doc-sidebar-container');
    await expect(sidebar.locator('a.menu__link--active[aria-current="page"]')).toHaveText('Installation');
    const guides = sidebar.locator('a.menu__link--sublist[href="/docs/category/guides"]');
    await expect(guides).toHaveAttribute('aria-expanded', 'false');
    await sidebar.locator('a.menu__link[href="/docs/configuration"]').click();
    await expect(page).toHaveURL(/\/docs\/configuration$/);
    await expect(page.locator('article h1').first()).toHaveText('Configuration');
    expect(await page.evaluate(() => window.sameDocumentMarker)).toBe(true);
  });
});
