/**
 * Colour mode: light or dark; an explicit choice is persisted;
 * clearing it falls back to the system preference (respected here) or the
 * configured default (light); synchronised across tabs; the toggle is
 * disabled until mounted; switching re-applies stored custom colours.
 */
import {test, expect, isMobile, waitForHydration} from './fixtures';
import {focused, tabUntil} from './helpers/keyboard';
import {focusIsInPhoneMenu} from './helpers/phoneMenu';
import {dataTheme, inlineHtmlVariable, pressColourToggle, visibleColourToggle} from './helpers/colourMode';

test.describe('colour mode', () => {
  test('the toggle, reached with the keyboard, switches light and dark and says which mode is on', async ({page}) => {
    await page.emulateMedia({colorScheme: 'light'});
    await page.goto('/');
    await waitForHydration(page);
    expect(await dataTheme(page)).toBe('light');
    if (isMobile(page)) {
      await tabUntil(page, 'the menu button', (element) => element.classList.contains('navbar__toggle'));
      await page.keyboard.press('Enter');
      await expect.poll(() => focusIsInPhoneMenu(page)).toBe(true);
    }
    await tabUntil(page, 'the colour toggle', (element) => /toggleButton/.test(element.className));
    await expect(focused(page)).toHaveAccessibleName(/currently light mode/);
    await page.keyboard.press('Enter');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(focused(page)).toHaveAccessibleName(/currently dark mode/);
    // (The navbar's own toggle, hidden on phones, has a silent copy of the region.)
    await expect(page.getByRole('status').filter({hasText: 'Dark mode is on'}).first()).toBeAttached();
    await page.keyboard.press('Enter');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await expect(focused(page)).toHaveAccessibleName(/currently light mode/);
  });

  test('an explicit choice is persisted under "theme" and wins over the system preference', async ({
    page,
  }) => {
    await page.emulateMedia({colorScheme: 'light'});
    await page.goto('/');
    await pressColourToggle(page);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
    // A new page load: the inline head script applies the stored choice before paint.
    await page.goto('/blog');
    expect(await dataTheme(page)).toBe('dark');
    await waitForHydration(page);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  });

  test('a cleared choice falls back to the system preference, then to the default', async ({page}) => {
    await page.emulateMedia({colorScheme: 'light'});
    await page.goto('/docs/installation');
    await pressColourToggle(page);
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');

    // A change of the system preference clears the explicit choice (2.1.0
    // calls setColorMode(null)) and the page follows the system from then on.
    await page.emulateMedia({colorScheme: 'dark'});
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    // (The page was dark already: wait for the listener, not for the paint.)
    await expect.poll(() => page.evaluate(() => localStorage.getItem('theme'))).toBeNull();
    await page.emulateMedia({colorScheme: 'light'});
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');

    // No stored choice: a dark system gives dark from the very first paint.
    await page.emulateMedia({colorScheme: 'dark'});
    await page.reload();
    expect(await dataTheme(page)).toBe('dark');

    // No stored choice and no system preference: the configured default (light).
    await page.emulateMedia({colorScheme: 'no-preference'});
    await page.reload();
    expect(await dataTheme(page)).toBe('light');
    await waitForHydration(page);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  });

  test('a choice made in one tab is applied in the other tabs', async ({page, context}) => {
    await page.emulateMedia({colorScheme: 'light'});
    const otherTab = await context.newPage();
    await otherTab.emulateMedia({colorScheme: 'light'});
    await page.goto('/docs/installation');
    await otherTab.goto('/blog');
    await waitForHydration(otherTab);
    expect(await dataTheme(otherTab)).toBe('light');

    await pressColourToggle(page);
    // The "storage" event reaches the other tab only: it re-reads the key.
    await expect(otherTab.locator('html')).toHaveAttribute('data-theme', 'dark');
    await pressColourToggle(page);
    await expect(otherTab.locator('html')).toHaveAttribute('data-theme', 'light');
    await otherTab.close();
  });

  test('the toggle is disabled in the server-rendered HTML and enabled once hydrated', async ({
    page,
    request,
  }) => {
    const html = await (await request.get('/docs/installation')).text();
    const toggleButtons = html.match(/<button[^>]*class="[^"]*toggleButton[^"]*"[^>]*>/g) ?? [];
    expect(toggleButtons.length).toBeGreaterThan(0);
    for (const button of toggleButtons) {
      expect(button).toMatch(/\sdisabled=""/);
      expect(button).toMatch(/toggleButtonDisabled/);
    }

    await page.goto('/docs/installation');
    await waitForHydration(page);
    const toggle = await visibleColourToggle(page);
    await expect(toggle).toBeEnabled();
    await expect(toggle).not.toHaveClass(/toggleButtonDisabled/);
  });

  test('switching mode re-applies the custom colours stored by the styling page', async ({page}) => {
    await page.emulateMedia({colorScheme: 'light'});
    await page.addInitScript(() => {
      sessionStorage.setItem('ifm-theme-colors-light', '#a83279');
      sessionStorage.setItem('ifm-theme-colors-dark', '#ff8800');
    });
    await page.goto('/docs/styling-layout');
    await waitForHydration(page);
    await expect.poll(() => inlineHtmlVariable(page, '--ifm-color-primary')).toBe('#a83279');

    await pressColourToggle(page);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect.poll(() => inlineHtmlVariable(page, '--ifm-color-primary')).toBe('#ff8800');
    // The generator shows the colour of the mode now on.
    await expect(page.getByLabel('Hex value')).toHaveValue('#ff8800');

    await pressColourToggle(page);
    await expect.poll(() => inlineHtmlVariable(page, '--ifm-color-primary')).toBe('#a83279');

    // With nothing stored for a mode, switching to it restores the site colours.
    await page.evaluate(() => sessionStorage.removeItem('ifm-theme-colors-dark'));
    await pressColourToggle(page);
    await expect.poll(() => inlineHtmlVariable(page, '--ifm-color-primary')).toBe('');
    const sitePrimary = await page.evaluate(() =>
      getComputedStyle(document.documentElement).getPropertyValue('--ifm-color-primary').trim(),
    );
    expect(sitePrimary.toLowerCase()).toBe('#25c2a0');
  });
});
