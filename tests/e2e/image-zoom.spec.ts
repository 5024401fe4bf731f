/**
 * Image zoom of content images (issue 18, item 3): mouse and keyboard, focus
 * return, images that must stay as they are, the lazily loaded chunk, axe.
 */
import type {Locator, Page} from '@playwright/test';
import {test, expect, waitForHydration, anyViewport} from './fixtures';
import {countScriptsContaining} from './helpers/chunks';
import {axeViolations, describeViolations} from './helpers/axe';

const pageWithImage = '/docs/markdown-features/assets';
const diagramName = /^Enlarge image: Diagram of the Markdown to HTML pipeline/;
/** A class name that only medium-zoom's code contains. */
const zoomChunkMarker = 'medium-zoom-overlay';

type WithOpenedSignal = {zoomOpened?: Promise<void>};

/**
 * Listens for the end of the opening animation (medium-zoom ignores Escape and
 * scrolling during those 0.3 s) and returns a wait for it. The listener is in
 * place before this resolves: a key press sent right after an unawaited
 * evaluate can reach the page first, and the event would be missed.
 */
async function whenOpened(image: Locator): Promise<() => Promise<void>> {
  await image.evaluate((element) => {
    (window as WithOpenedSignal).zoomOpened = new Promise<void>((resolve) =>
      element.addEventListener('medium-zoom:opened', () => resolve(), {once: true}),
    );
  });
  return () => image.page().evaluate(() => (window as WithOpenedSignal).zoomOpened);
}

/** The diagram on the assets page, in view and zoomable, and the enlarged copy's locator. */
async function openDiagram(page: Page): Promise<{image: Locator; enlarged: Locator}> {
  await page.goto(pageWithImage);
  await waitForHydration(page);
  const image = page.getByRole('button', {name: diagramName}).first();
  await image.scrollIntoViewIfNeeded();
  return {image, enlarged: page.locator('.medium-zoom-image--opened')};
}

test.describe('image zoom', anyViewport, () => {
  test('click opens the image enlarged; Escape closes it and focus returns; Enter opens it again; scrolling closes it', async ({page}) => {
    const {image, enlarged} = await openDiagram(page);
    let opened = await whenOpened(image);
    await image.click();
    await opened();
    await expect(enlarged).toBeVisible();
    await expect(enlarged).toHaveAccessibleName(/^Close enlarged image: Diagram/);
    await expect(enlarged).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(enlarged).toHaveCount(0);
    await expect(image).toBeFocused();

    opened = await whenOpened(image);
    await page.keyboard.press('Enter');
    await opened();
    await expect(enlarged).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(enlarged).toHaveCount(0);
    await expect(image).toBeFocused();

    opened = await whenOpened(image);
    await image.click();
    await opened();
    await page.mouse.wheel(0, 400);
    await expect(enlarged).toHaveCount(0);
  });

  test('Escape pressed while the image is still opening closes it once open', async ({page}) => {
    const {image, enlarged} = await openDiagram(page);
    // A 2 s opening instead of 0.3 s: the Escape lands inside it however slow
    // the machine is, the way a reader's Enter-then-Escape within 150 ms does.
    await page.addStyleTag({content: '.medium-zoom-image { transition-duration: 2s !important; }'});
    await image.evaluate((element) => {
      const state = {escapeWhileOpening: false, opened: false};
      (window as {zoomTiming?: typeof state}).zoomTiming = state;
      element.addEventListener('medium-zoom:opened', () => (state.opened = true), {once: true});
      document.addEventListener('keyup', (event) => {
        if (event.key === 'Escape' && !state.opened) state.escapeWhileOpening = true;
      });
    });
    await image.focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Escape');
    expect(await page.evaluate(() => (window as {zoomTiming?: {escapeWhileOpening: boolean}}).zoomTiming?.escapeWhileOpening)).toBe(true);
    await expect(enlarged).toHaveCount(0);
    await expect(image).toBeFocused();
  });

  test('linked and tiny images stay as they are', async ({page}) => {
    await page.goto('/tests/docs/tests/img-tests');
    await waitForHydration(page);
    const linked = page.locator('.markdown a img[alt="A linked image"]');
    await expect(linked).toBeVisible();
    await expect(linked).not.toHaveAttribute('role', 'button');
    await expect(linked).not.toHaveAttribute('tabindex', /.*/);
    // The 160 x 40 badges are below the zoomable size.
    await expect(page.locator('.markdown img[data-zoomable]')).toHaveCount(0);
    await linked.click();
    await expect(page).toHaveURL(/\/tests\/docs\/?$/);
  });

  test('the zoom chunk loads on a page with images only', async ({page}) => {
    const zoomScripts = countScriptsContaining(page, zoomChunkMarker);
    await page.goto('/docs/installation');
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    expect(await zoomScripts()).toBe(0);
    await page.goto(pageWithImage);
    await waitForHydration(page);
    await expect(page.getByRole('button', {name: diagramName}).first()).toBeVisible();
    await expect.poll(zoomScripts).toBe(1);
  });

  for (const mode of ['light', 'dark'] as const) {
    test(`a page with zoomable images has no WCAG A/AA violations (${mode})`, async ({page}) => {
      await page.emulateMedia({colorScheme: mode});
      await page.goto(pageWithImage);
      await waitForHydration(page);
      await expect(page.getByRole('button', {name: diagramName}).first()).toBeVisible();
      expect(describeViolations(await axeViolations(page))).toEqual([]);
    });
  }
});
