/** The markdown-feature docs demonstrate their feature live, and it works. */
import {test, expect, waitForHydration, anyViewport} from './fixtures';
import {pressColourToggle} from './helpers/colourMode';

test('tabs with the same groupId switch together and the choice survives a reload', async ({page}) => {
  await page.goto('/docs/markdown-features/tabs');
  await waitForHydration(page);
  const groups = page.locator('.tabs-container').filter({has: page.getByRole('tab', {name: 'macOS'})});
  expect(await groups.count()).toBeGreaterThanOrEqual(2);
  await groups.first().getByRole('tab', {name: 'macOS'}).click();
  for (const group of await groups.all()) {
    await expect(group.getByRole('tab', {name: 'macOS'})).toHaveAttribute('aria-selected', 'true');
  }
  expect(await page.evaluate(() => localStorage.getItem('docusaurus.tab.operating-systems'))).toBe('mac');
  await page.reload();
  await waitForHydration(page);
  await expect(groups.last().getByRole('tab', {name: 'macOS'})).toHaveAttribute('aria-selected', 'true');
});

test('the live code editor re-renders its preview as the reader types', async ({page}) => {
  await page.goto('/docs/markdown-features/code-blocks');
  await waitForHydration(page);
  const editor = page.locator('[class*="playgroundEditor"] textarea').first();
  await editor.scrollIntoViewIfNeeded();
  await editor.click();
  await page.keyboard.press('Control+A');
  await page.keyboard.press('Delete');
  await page.keyboard.type('<strong>Rendered by the e2e test</strong>');
  const preview = page.locator('[class*="playgroundPreview"]').first();
  await expect(preview).toContainText('Rendered by the e2e test');
});

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

  test('switching colour mode applies the colour stored for that mode', async ({page}) => {
    await page.emulateMedia({colorScheme: 'light'});
    await page.addInitScript(() => sessionStorage.setItem('ifm-theme-colors-dark', '#ff8800'));
    await page.goto('/docs/styling-layout');
    await waitForHydration(page);
    await pressColourToggle(page);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(page.getByLabel('Hex value')).toHaveValue('#ff8800');
    expect(
      await page.evaluate(() => document.documentElement.style.getPropertyValue('--ifm-color-primary')),
    ).toBe('#ff8800');
  });
});

test('task-list checkboxes are named by their item', anyViewport, async ({page}) => {
  await page.goto('/tests/pages/markdown-tests');
  await expect(page.getByRole('checkbox', {name: 'A checked task list item'})).toBeChecked();
  await expect(page.getByRole('checkbox', {name: 'An unchecked one'})).not.toBeChecked();
});
