/**
 * What the visual regression spec (visual.spec.ts) needs to take the same
 * picture twice: a page that has finished changing, and a screenshot with the
 * parts that change on their own (dates, live code output) painted over.
 */
import type {Locator, Page, Request} from '@playwright/test';
import path from 'node:path';
import {expect, waitForHydration} from '../fixtures';

/** Long pages are cut at this height (CSS px): the top shows the template, the rest only costs time and bytes. */
const maxShotHeight = 1600;

/**
 * Text that differs between two builds of the same source, or two visits: the
 * "Last updated" line comes from git, the footer's copyright year from the
 * build date, a live code block's preview renders whatever its code computes,
 * and the search page's "N documents found" counts the sections listed, which
 * depends on how many page texts the idle prefetch had brought in when the
 * query ran (one run in six drew 103 instead of the baseline's count).
 */
const movingParts = ['.theme-last-updated', '.footer__copyright', '[class*="playgroundPreview"]', '[class*="searchResultsColumn"]'];

const masks = (page: Page): Locator[] => movingParts.map((selector) => page.locator(selector));

const shotOptions = (page: Page) => ({
  animations: 'disabled' as const,
  caret: 'hide' as const,
  mask: masks(page),
  stylePath: path.join(__dirname, 'visual-shot.css'),
});

/**
 * Downloads that never change what is on screen: the search index, which the
 * search button fetches at idle on every page (2-5 s of requests), and the
 * service worker with its precache. Waiting for them would double the run time.
 */
const invisibleDownloads = /\/assets\/search-index\/|\/sw\.js|\/manifest\.json$/;

/** Counts the page's requests still in flight, from now on, leaving out invisibleDownloads. */
function trackRequests(page: Page): () => number {
  const inFlight = new Set<Request>();
  page.on('request', (request) => {
    if (!invisibleDownloads.test(request.url())) inFlight.add(request);
  });
  page.on('requestfinished', (request) => inFlight.delete(request));
  page.on('requestfailed', (request) => inFlight.delete(request));
  return () => inFlight.size;
}

const pendingRequests = new WeakMap<Page, () => number>();

/**
 * Waits until the page looks the way it will stay: hydrated, every image
 * decoded (lazy ones are asked for now, since a full-page shot does not
 * scroll them into view), web fonts applied, and no request in flight across
 * an idle period (chunks the site loads once idle, code-block colours).
 */
export async function settle(page: Page): Promise<void> {
  await waitForHydration(page);
  await page.evaluate(async () => {
    const images = [...document.images];
    for (const image of images) image.loading = 'eager';
    await Promise.all(images.map((image) => image.decode().catch(() => undefined)));
    await document.fonts.ready;
  });
  const pending = pendingRequests.get(page) ?? (() => 0);
  let quietIdlePeriods = 0;
  while (quietIdlePeriods < 2) {
    await page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve(), {timeout: 1_000})));
    if (pending() === 0) {
      quietIdlePeriods += 1;
    } else {
      quietIdlePeriods = 0;
      await expect.poll(pending, {timeout: 15_000}).toBe(0);
    }
  }
}

export async function openSettled(page: Page, path: string): Promise<void> {
  if (!pendingRequests.has(page)) pendingRequests.set(page, trackRequests(page));
  await page.goto(path);
  await settle(page);
}

/**
 * The whole page from the top, cut at `maxShotHeight`. Animations and the
 * text caret are off (Playwright's defaults, named here so that nobody turns
 * them on by accident).
 */
export async function expectPageShot(page: Page, name: string[]): Promise<void> {
  const {width, height} = await page.evaluate(() => ({
    width: document.documentElement.clientWidth,
    height: document.documentElement.scrollHeight,
  }));
  await expect(page).toHaveScreenshot(name, {
    ...shotOptions(page),
    fullPage: true,
    clip: {x: 0, y: 0, width, height: Math.min(height, maxShotHeight)},
  });
}

/**
 * What is on screen now: an open menu, modal or enlarged image, or the top of
 * a page that keeps loading as it is scrolled (search results).
 */
export async function expectViewportShot(page: Page, name: string[]): Promise<void> {
  await expect(page).toHaveScreenshot(name, shotOptions(page));
}

/**
 * One part of the page, cut from a full-page shot taken from the top, so that
 * the fixed navbar never lies over it. The part is brought into view first,
 * as a reader's scroll would (that loads the live code editor, say).
 */
export async function expectPartShot(part: Locator, name: string[]): Promise<void> {
  const page = part.page();
  await part.scrollIntoViewIfNeeded();
  await settle(page);
  await page.evaluate(() => window.scrollTo(0, 0));
  const clip = await part.evaluate((element) => {
    const box = element.getBoundingClientRect();
    return {x: box.left + window.scrollX, y: box.top + window.scrollY, width: box.width, height: box.height};
  });
  await expect(page).toHaveScreenshot(name, {...shotOptions(page), fullPage: true, clip});
}
