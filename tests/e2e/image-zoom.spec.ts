/**
 * Image zoom of content images (issue 18, item 3): mouse and keyboard, focus
 * return, images that must stay as they are, the lazily loaded chunk, axe.
 */
import AxeBuilder from '@axe-core/playwright';
import type {Locator} from '@playwright/test';
import {test, expect, waitForHydration, anyViewport} from './fixtures';
import {countScriptsContaining} from './helpers/chunks';

const pageWithImage = '/docs/markdown-features/assets';
const diagramName = /^Enlarge image: Diagram of the Markdown to HTML pipeline/;
/** A class name that only medium-zoom's code contains. */
const zoomChunkMarker = 'medium-zoom-overlay';

/**
 * Resolves once the opening animation has ended: medium-zoom ignores Escape
 * and scrolling during those 0.3 s.
 */
function openingFinished(image: Locator): Promise<void> {
  return image.evaluate((element) => new Promise<void>((resolve) => element.addEventListener('medium-zoom:opened', () => resolve(), {once: true})));
}

test.describe('image zoom', anyViewport, () => {
  test('click opens the image enlarged; Escape closes it and focus returns; Enter opens it again; scrolling closes it', async ({page}) => {
    await page.goto(pageWithImage);
    await waitForHydration(page);
    const image = page.getByRole('button', {name: diagramName}).first();
    const enlarged = page.locator('.medium-zoom-image--opened');
    await image.scrollIntoViewIfNeeded();
    let opened = openingFinished(image);
    await image.click();
    await opened;
    await expect(enlarged).toBeVisible();
    await expect(enlarged).toHaveAccessibleName(/^Close enlarged image: Diagram/);
    await expect(enlarged).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(enlarged).toHaveCount(0);
    await expect(image).toBeFocused();

    opened = openingFinished(image);
    await page.keyboard.press('Enter');
    await opened;
    await expect(enlarged).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(enlarged).toHaveCount(0);
    await expect(image).toBeFocused();

    opened = openingFinished(image);
    await image.click();
    await opened;
    await page.mouse.wheel(0, 400);
    await expect(enlarged).toHaveCount(0);
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
    expect(zoomScripts()).toBe(0);
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
      // Code blocks are left out: the Prism theme's comment colour fails contrast on every
      // page with commented code, which is not this feature's doing (reported separately).
      const results = await new AxeBuilder({page}).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
      expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes[0]?.target.join(' ')}`)).toEqual([]);
    });
  }
});
