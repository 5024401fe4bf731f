/**
 * "Compare versions": the control on multi-version docs pages and the
 * /docs-compare/ page (issue 18, item 2).
 */
import {test, expect, waitForHydration, anyViewport, isMobile} from './fixtures';

const installationBeta22ToCurrent = '/docs-compare/?doc=installation&from=2.0.0-beta.22&to=current';
/** A paragraph only the 2.0.0-beta.22 version of the installation page has. */
const pinnedVersionParagraph = /The version after the `@` is the release these pages describe/;

test.describe('compare versions', () => {
  test('the control is on a docs page that has several versions, not on community pages', anyViewport, async ({page}) => {
    await page.goto('/docs/installation');
    await waitForHydration(page);
    const control = page.getByRole('link', {name: 'Compare versions'});
    await expect(control).toHaveAttribute('href', '/docs-compare/?doc=installation&from=2.0.0-rc.1&to=current');
    await page.goto('/docs/2.0.0-beta.22/installation');
    await waitForHydration(page);
    await expect(control).toHaveAttribute('href', '/docs-compare/?doc=installation&from=2.0.0-beta.22&to=current');
    await page.goto('/community/support');
    await waitForHydration(page);
    await expect(page.locator('article h1')).toBeVisible();
    await expect(control).toHaveCount(0);
  });

  test('identical versions say so; bad queries get a message, shown as text', anyViewport, async ({page}) => {
    await page.goto('/docs-compare/?doc=browser-support&from=2.0.0-beta.22&to=current');
    await expect(page.locator('main').getByRole('status')).toHaveText('No differences between these versions of this page.');
    await expect(page.getByTestId('version-diff')).toHaveCount(0);

    await page.goto('/docs-compare/?doc=%3Cb%3Enope%3C%2Fb%3E');
    await expect(page.locator('main').getByRole('alert')).toContainText('No docs page has the id "<b>nope</b>" in any version.');
    await expect(page.locator('main b')).toHaveCount(0);

    await page.goto('/docs-compare/?doc=installation&from=9.9.9');
    await expect(page.locator('main').getByRole('alert')).toContainText('There is no docs version "9.9.9".');

    await page.goto('/docs-compare/');
    await page.getByRole('combobox', {name: /^Page\b/}).selectOption('installation');
    await expect(page).toHaveURL(/\?doc=installation&from=2.0.0-rc.1&to=current$/);
  });

  test('the data files are precached by the service worker', anyViewport, async ({request}) => {
    const serviceWorker = await (await request.get('/sw.js')).text();
    expect(serviceWorker).toContain('docs-compare/data/installation.json');
    expect(serviceWorker).toContain('docs-compare/data/api/plugins/plugin-pwa.json');
  });

  test('the two versions sit side by side on desktop and are stacked on phones', async ({page}) => {
    await page.goto(installationBeta22ToCurrent);
    const edited = page.getByTestId('version-diff').locator('[data-change="changed"]').filter({hasText: 'change the versions in'});
    await expect(edited).toHaveCount(2);
    const [before, after] = [await edited.nth(0).boundingBox(), await edited.nth(1).boundingBox()];
    if (isMobile(page)) {
      expect(after!.y).toBeGreaterThanOrEqual(before!.y + before!.height);
      expect(after!.x).toBeCloseTo(before!.x, 0);
    } else {
      expect(after!.x).toBeGreaterThan(before!.x + before!.width);
      expect(after!.y).toBeCloseTo(before!.y, 0);
    }
  });

  test.describe('offline', () => {
    test.use({allowConsoleErrors: true});

    test('beta.22 to current: removed and added passages are marked; swapping the versions turns them round, offline too', anyViewport, async ({page, context, consoleErrors}) => {
      await page.goto(installationBeta22ToCurrent);
      const diff = page.getByTestId('version-diff');
      await expect(diff.locator('[data-change="removed"]').filter({hasText: pinnedVersionParagraph})).toHaveCount(1);
      const edited = diff.locator('[data-change="changed"]').filter({hasText: 'change the versions in'});
      await expect(edited.locator('ins')).toHaveText(['1', 'the release these pages describe,']);
      await expect(edited.locator('del')).toHaveText(['0', '-beta.22']);
      await expect(page.locator('main').getByRole('status')).toContainText(/Passages .*removed/);

      // The page's data holds every version: switching needs no network.
      await context.setOffline(true);
      await page.getByRole('combobox', {name: /^From\b/}).selectOption('current');
      await page.getByRole('combobox', {name: /^To\b/}).selectOption('2.0.0-beta.22');
      await expect(page).toHaveURL(/\?doc=installation&from=current&to=2.0.0-beta.22$/);
      await expect(diff.locator('[data-change="added"]').filter({hasText: pinnedVersionParagraph})).toHaveCount(1);
      await expect(diff.locator('[data-change="removed"]').filter({hasText: pinnedVersionParagraph})).toHaveCount(0);
      await context.setOffline(false);
      // Offline, only the router's prefetching of other pages may fail, and the
      // service worker's registration if its idle moment came after the cut:
      // Chromium logs that one itself; the site registers again once online.
      const offlineFailures = /ERR_INTERNET_DISCONNECTED|An unknown error occurred when fetching the script/;
      expect(consoleErrors.filter((text) => !offlineFailures.test(text))).toEqual([]);
    });
  });
});
