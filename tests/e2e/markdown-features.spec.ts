/**
 * The markdown-feature docs demonstrate their feature live, and it works.
 * Tabs and live code blocks have specs of their own (tabs.spec, live-code-blocks.spec).
 */
import {test, expect, waitForHydration, anyViewport} from './fixtures';

test('KaTeX renders inline and display math with locally served styles', async ({page}) => {
  await page.goto('/docs/markdown-features/math-equations');
  await expect(page.locator('.katex-display').first()).toBeVisible();
  expect(await page.locator('.katex').count()).toBeGreaterThan(2);
  const fontFamily = await page
    .locator('.katex .mord')
    .first()
    .evaluate((element) => getComputedStyle(element).fontFamily);
  expect(fontFamily).toContain('KaTeX');
});

test('admonitions render as titled callouts', async ({page}) => {
  await page.goto('/docs/markdown-features/admonitions');
  for (const kind of ['note', 'tip', 'info', 'caution', 'danger']) {
    const admonition = page.locator(`.theme-admonition-${kind}`).first();
    await expect(admonition).toBeVisible();
    await expect(admonition.locator('[class*="admonitionHeading"]')).not.toBeEmpty();
  }
});

test('code blocks show their title, highlighted lines and line numbers', async ({page}) => {
  await page.goto('/docs/markdown-features/code-blocks');
  await expect(page.locator('[class*="codeBlockTitle"]').first()).toBeVisible();
  await expect(page.locator('.theme-code-block-highlighted-line').first()).toBeAttached();
  await expect(page.locator('[class*="codeLineNumber"]').first()).toBeAttached();
});

test('an ideal-image example serves a resized responsive image', async ({page}) => {
  await page.goto('/docs/markdown-features/assets');
  await waitForHydration(page);
  // The plugin generates 640 and 1030 px variants; the component loads one of
  // them once the image scrolls into view.
  await page.locator('#ideal-image').scrollIntoViewIfNeeded();
  await page.mouse.wheel(0, 800);
  const image = page.locator('img[src*="/assets/ideal-img/"]').first();
  await expect(image).toHaveAttribute('src', /\.(640|1030)\.(png|jpe?g|webp)$/);
});

// Switching colour mode with a stored colour: colour-mode.spec.
test.describe('the colour generator on the styling page', () => {
  test('a picked colour previews the palette, prints the CSS and survives a reload', async ({page}) => {
    await page.emulateMedia({colorScheme: 'light'});
    await page.goto('/docs/styling-layout');
    await waitForHydration(page);
    const hex = page.getByLabel('Hex value');
    await hex.fill('#a83279');
    await expect(page.locator('pre').filter({hasText: '--ifm-color-primary: #a83279;'})).toBeVisible();
    const applied = () =>
      page.evaluate(() => document.documentElement.style.getPropertyValue('--ifm-color-primary'));
    expect(await applied()).toBe('#a83279');
    expect(await page.evaluate(() => sessionStorage.getItem('ifm-theme-colors-light'))).toBe('#a83279');
    await page.reload();
    await waitForHydration(page);
    await expect(page.getByLabel('Hex value')).toHaveValue('#a83279');
    expect(await applied()).toBe('#a83279');
  });
});

test('task-list checkboxes are named by their item', anyViewport, async ({page}) => {
  await page.goto('/tests/pages/markdown-tests');
  await expect(page.getByRole('checkbox', {name: 'A checked task list item'})).toBeChecked();
  await expect(page.getByRole('checkbox', {name: 'An unchecked one'})).not.toBeChecked();
});
