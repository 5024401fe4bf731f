/**
 * The base-URL banner "Your Docusaurus site did not load properly": shown
 * only when the site is served from another path than its baseUrl.
 */
import {test, expect, waitForHydration} from './fixtures';
import {startBuildServer} from './helpers/buildServer';

test.describe('served from a wrong path', () => {
  // The page's assets are then looked for where they are not, and fail to load.
  test.use({allowConsoleErrors: true});

  test('the home page shows the base-URL banner with a suggestion', async ({page}) => {
    const server = await startBuildServer({mountPath: '/wrong-base/'});
    try {
      await page.goto(server.url);
      const banner = page.locator('#docusaurus-base-url-issue-banner');
      await expect(banner).toBeVisible();
      await expect(banner).toContainText('Your Docusaurus site did not load properly.');
      await expect(banner).toContainText('Current configured baseUrl = /');
      await expect(banner.locator('#docusaurus-base-url-issue-banner-suggestion-container')).toHaveText('/wrong-base/');
    } finally {
      await server.close();
    }
  });
});

test('served from its base URL, no banner; only the home page carries the banner script', async ({page, request}) => {
  await page.goto('/');
  await waitForHydration(page);
  await expect(page.getByText('Your Docusaurus site did not load properly')).toBeHidden();
  const home = await (await request.get('/')).text();
  expect(home).toContain('__DOCUSAURUS_INSERT_BASEURL_BANNER');
  const doc = await (await request.get('/docs/installation')).text();
  expect(doc).not.toContain('__DOCUSAURUS_INSERT_BASEURL_BANNER');
});
