/**
 * The not-found page: an unknown address answers 404 with "Page Not Found",
 * which stays once React has hydrated, and the app shows the same page for an
 * unknown route reached by a client-side navigation. Hostile paths ending
 * there are in hostile-input.spec; a /tests/ sub-path, served as the 404
 * document, renders the fixtures index instead (test-fixtures.spec).
 */
import {test, expect, waitForHydration} from './fixtures';
import {navigateInApp} from './helpers/chunks';

test('an unknown address shows the not-found page, with a 404 status or in the app', async ({page}) => {
  const notFound = page.getByRole('heading', {name: 'Page Not Found'});
  const response = await page.goto('/this/page/does-not-exist');
  expect(response?.status()).toBe(404);
  await expect(notFound).toBeVisible();
  await waitForHydration(page);
  await expect(notFound).toBeVisible();
  await expect(page.locator('h1')).toHaveText('Page Not Found');

  await page.goto('/docs/installation');
  await waitForHydration(page);
  await navigateInApp(page, '/docs/no-such-doc');
  await expect(notFound).toBeVisible();
  await expect(page.locator('nav.navbar')).toBeVisible();
});
