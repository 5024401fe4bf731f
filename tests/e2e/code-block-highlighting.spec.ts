/**
 * Code blocks stay highlighted while Prism is off the first load
 * (src/theme/CodeBlock/Content/String.tsx): a hydrated page keeps the
 * server's tokens, in the reader's colour mode, before Prism has arrived; a
 * block reached by a client-side navigation is highlighted once it fetches
 * Prism; the copy and word-wrap buttons work on server-rendered blocks.
 */
import type {Page, Route} from '@playwright/test';
import {test, expect, anyViewport, waitForHydration} from './fixtures';
import {darkCodeTheme, lightCodeTheme} from '../../src/config/prismThemes';
import type {PrismTheme} from 'prism-react-renderer';

const prismChunk = /\/assets\/js\/prism\.[0-9a-f]+\.js$/;

/** A palette colour as getComputedStyle reports it. */
function rgb(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}

const functionColour = (theme: PrismTheme) =>
  rgb(theme.styles.find((entry) => entry.types.includes('function'))!.style.color!);

/** Holds Prism's chunk back until the returned function is called. */
async function holdPrism(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(prismChunk, async (route: Route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** Every request the page makes for Prism's chunk, as it happens. */
function recordPrismRequests(page: Page): string[] {
  const requests: string[] = [];
  page.on('request', (request) => {
    if (prismChunk.test(request.url())) requests.push(request.url());
  });
  return requests;
}

test('hydration keeps the server’s code blocks: none is removed and built again', async ({page}) => {
  // Installed before any page script: counts code blocks taken out of the
  // document. (The theme's Tabs still remount their container after
  // hydration, to show the stored tab choice; that is not counted.)
  await page.addInitScript(() => {
    const counter = {removed: 0};
    (window as {removedCodeBlocks?: typeof counter}).removedCodeBlocks = counter;
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.removedNodes) {
          if (node instanceof Element && node.matches('.theme-code-block, pre, code')) counter.removed += 1;
        }
      }
    }).observe(document, {childList: true, subtree: true});
  });
  await page.addInitScript(() => window.localStorage.setItem('theme', 'dark'));
  await page.goto('/docs/installation');
  await waitForHydration(page);
  await expect(page.locator('pre code .token-line').first()).toHaveCSS('color', rgb(darkCodeTheme.plain.color!));
  // The block's background too: hydration keeps the server's (light) style attribute, the frame sets it again.
  await expect(page.locator('.theme-code-block pre').first()).toHaveCSS('background-color', rgb(darkCodeTheme.plain.backgroundColor!));
  expect(await page.evaluate(() => (window as {removedCodeBlocks?: {removed: number}}).removedCodeBlocks?.removed)).toBe(0);
});

test('a hydrated page keeps the server’s highlighting, in dark mode too, without Prism', anyViewport, async ({page}) => {
  await page.addInitScript(() => window.localStorage.setItem('theme', 'dark'));
  const releasePrism = await holdPrism(page);
  await page.goto('/docs/installation');
  await waitForHydration(page);
  const token = page.locator('pre code .token.function').first();
  const line = page.locator('pre code .token-line').first();
  await expect(token).toHaveCSS('color', functionColour(darkCodeTheme));
  await expect(line).toHaveCSS('color', rgb(darkCodeTheme.plain.color!));

  // Back to light: the tokens follow, still without Prism.
  await page.locator('button[class*="toggleButton"]').click();
  await expect(token).toHaveCSS('color', functionColour(lightCodeTheme));
  await expect(line).toHaveCSS('color', rgb(lightCodeTheme.plain.color!));
  releasePrism();
});

test('a code block reached by a client-side navigation is highlighted', anyViewport, async ({page}) => {
  const prismRequests = recordPrismRequests(page);
  await page.goto('/docs/category/getting-started');
  await waitForHydration(page);
  expect(prismRequests, 'a page without code does not fetch Prism').toEqual([]);
  await page.locator('article a[href="/docs/installation"]').first().click();
  await expect(page).toHaveURL(/\/docs\/installation$/);
  await expect(page.locator('pre code .token.function').first()).toHaveCSS('color', functionColour(lightCodeTheme));
  expect(prismRequests).toHaveLength(1);
});

test('a page with code fetches Prism only when the reader heads for another page', anyViewport, async ({page}) => {
  const prismRequests = recordPrismRequests(page);
  await page.goto('/docs/installation');
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  // Idle time and an anchor on the same page are no reason to run Prism.
  await page.locator('article a.hash-link').first().focus();
  // Anything the focus or idle time set off has asked for its code by the time the page is idle again.
  await page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve())));
  expect(prismRequests, 'no Prism while the reader stays on the page').toEqual([]);
  const prismFetched = page.waitForRequest(prismChunk);
  await page.locator('footer a[href^="/"]').first().focus();
  await prismFetched;
  expect(prismRequests).toHaveLength(1);
});

test.describe('at phone width', () => {
  test.use({viewport: {width: 390, height: 844}});

  test('the copy and word-wrap buttons work on a server-rendered block', anyViewport, async ({page}) => {
    await page.goto('/docs/installation');
    await waitForHydration(page);
    // A block's buttons hydrate once it nears the screen (ButtonGroup.tsx): scroll to
    // the first block too wide for a phone, as a reader would.
    const blocks = page.locator('.theme-code-block');
    const wideIndex = await blocks.evaluateAll((all) =>
      all.findIndex((element) => {
        const pre = element.querySelector('pre');
        return pre !== null && pre.scrollWidth > pre.clientWidth;
      }),
    );
    expect(wideIndex, 'a code block wider than a phone').toBeGreaterThanOrEqual(0);
    const block = blocks.nth(wideIndex);
    await block.scrollIntoViewIfNeeded();
    await expect(block.getByRole('button', {name: 'Toggle word wrap'})).toBeVisible();
    const code = block.locator('pre code');
    await expect(code).toHaveCSS('white-space', 'pre');
    await block.getByRole('button', {name: 'Toggle word wrap'}).click();
    await expect(code).toHaveCSS('white-space', 'pre-wrap');

    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    // "Copied" shows for one second only: on a busy machine a check that polls for it can
    // come too late (CI saw it fail once), so the page notes the label when it appears.
    await block.evaluate((element) => {
      const observer = new MutationObserver(() => {
        if (element.querySelector('button[aria-label="Copied"]')) {
          (window as {sawCopied?: boolean}).sawCopied = true;
          observer.disconnect();
        }
      });
      observer.observe(element, {subtree: true, childList: true, attributes: true, attributeFilter: ['aria-label']});
    });
    await block.getByRole('button', {name: 'Copy code to clipboard'}).click();
    await expect.poll(() => page.evaluate(() => (window as {sawCopied?: boolean}).sawCopied ?? false), {message: 'the button said "Copied"'}).toBe(true);
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied.length).toBeGreaterThan(0);
    expect(await code.innerText()).toContain(copied.split('\n')[0]);
  });
});
