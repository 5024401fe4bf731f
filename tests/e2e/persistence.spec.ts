/** Reader choices that must survive a reload: announcement dismissal, colour mode. */
import {test, expect, toggleColorMode, waitForHydration} from './fixtures';

test('dismissing the announcement bar survives a reload', async ({page}) => {
  await page.goto('/');
  const bar = page.locator('div[role="banner"]').filter({hasText: 'Docusaurus 2'});
  await expect(bar).toBeVisible();
  await waitForHydration(page);
  await bar.getByRole('button', {name: /close/i}).click();
  await expect(bar).toBeHidden();
  expect(await page.evaluate(() => localStorage.getItem('docusaurus.announcement.id'))).toBe(
    'announcementBar-2',
  );
  await page.reload();
  await waitForHydration(page);
  await expect(page.locator('div[role="banner"]').filter({hasText: 'Docusaurus 2'})).toHaveCount(0);
});

test('the chosen colour mode survives a reload', async ({page}) => {
  await page.emulateMedia({colorScheme: 'light'});
  await page.goto('/docs/installation');
  await waitForHydration(page);
  const html = page.locator('html');
  await expect(html).toHaveAttribute('data-theme', 'light');
  await toggleColorMode(page);
  await expect(html).toHaveAttribute('data-theme', 'dark');
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
  await page.reload();
  await expect(html).toHaveAttribute('data-theme', 'dark');
});

test('with no stored choice the system preference is respected', async ({page}) => {
  await page.emulateMedia({colorScheme: 'dark'});
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
});
