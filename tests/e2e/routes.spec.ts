/**
 * Every route family of the site (docs of each version, blog, changelog,
 * community, sections, test fixtures) answers with its own page, never the 404 page,
 * and unknown paths do show the 404 page.
 */
import {test, expect, anyViewport} from './fixtures';

const notFoundHeading = 'Page Not Found';

/**
 * [path, text of the page's first heading]. Sub-paths of the non-exact sections
 * are served their section's page by the static server, as in production.
 */
const routeFamilies: [string, RegExp][] = [
  ['/', /Docusaurus/i],
  ['/search/', /Search/i],
  ['/search/?q=sidebar', /Search/i],
  ['/showcase/', /Showcase|sites/i],
  ['/versions/', /versions/i],
  ['/versions/archived', /versions/i],
  ['/feature-requests/', /Feature requests/i],
  ['/feature-requests/some-idea', /Feature requests/i],
  ['/showcase/favorites', /Showcase|sites/i],
  ['/tests/', /test/i],
  ['/examples/markdownPageExample/', /.+/],
  ['/examples/noIndex/', /hidden from search engines/i],
  ['/docs/', /.+/],
  ['/docs/installation', /Installation/i],
  ['/docs/create-doc', /.+/],
  ['/docs/markdown-features/tabs', /Tabs/i],
  ['/docs/category/getting-started', /Getting Started/i],
  ['/docs/category/guides', /Guides/i],
  ['/docs/api/plugins/@docusaurus/plugin-content-docs', /Docs plugin/i],
  ['/docs/search', /Search/i],
  ['/docs/2.0.0-rc.1/', /.+/],
  ['/docs/2.0.0-rc.1/installation', /Installation/i],
  ['/docs/2.0.0-beta.22/', /.+/],
  ['/docs/2.0.0-beta.22/api/plugins/@docusaurus/plugin-content-docs', /Docs plugin/i],
  ['/community/support', /Support/i],
  ['/blog/', /.+/],
  ['/blog/archive/', /Archive/i],
  ['/blog/tags/', /Tags/i],
  ['/changelog/', /.+/],
  ['/tests/docs/', /.+/],
  ['/tests/blog/', /.+/],
  ['/tests/pages/', /.+/],
];

for (const [path, heading] of routeFamilies) {
  test(`${path} answers with its page`, anyViewport, async ({page}) => {
    const response = await page.goto(path);
    expect(response?.status(), 'HTTP status').toBe(200);
    // List pages (blog, changelog) have no h1: their first heading is a post title.
    const firstHeading = page.locator('.main-wrapper').locator('h1, h2').first();
    await expect(firstHeading).toBeVisible();
    await expect(firstHeading).toHaveText(heading);
    await expect(page.getByRole('heading', {name: notFoundHeading})).toHaveCount(0);
  });
}

test('a sub-path of /tests/ renders the tests index on the client', anyViewport, async ({page}) => {
  // No HTML file exists for it, so the host answers 404 with the 404 page, whose
  // router then renders the non-exact /tests/ route.
  await page.goto('/tests/some/fixture');
  await expect(page.locator('h1').first()).not.toHaveText(notFoundHeading);
});

test('an unknown path shows the 404 page', anyViewport, async ({page}) => {
  const response = await page.goto('/this/page/does-not-exist');
  expect(response?.status()).toBe(404);
  await expect(page.locator('h1')).toHaveText(notFoundHeading);
  // Client-side navigation to an unknown route shows the same page.
  await page.goto('/');
  await page.evaluate(() => window.history.pushState({}, '', '/docs/no-such-doc'));
  await page.evaluate(() => window.dispatchEvent(new PopStateEvent('popstate')));
  await expect(page.locator('h1')).toHaveText(notFoundHeading);
});

test('the noIndex example asks robots not to index it', anyViewport, async ({page}) => {
  await page.goto('/examples/noIndex/');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
});

test('old docs URLs redirect to their new place', anyViewport, async ({page}) => {
  await page.goto('/docs/introduction');
  await expect(page).toHaveURL(/\/docs\/?$/);
  await page.goto('/docs/2.0.0-rc.1/introduction');
  await expect(page).toHaveURL(/\/docs\/2\.0\.0-rc\.1\/?$/);
});

test('query strings are rendered as text, never as markup', anyViewport, async ({page}) => {
  let dialogs = 0;
  page.on('dialog', async (dialog) => {
    dialogs += 1;
    await dialog.dismiss();
  });
  await page.goto('/search/?q=%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E');
  await expect(page.locator('h1')).toContainText('<img src=x onerror=alert(1)>');
  expect(await page.locator('main img[src="x"]').count()).toBe(0);
  expect(dialogs).toBe(0);
});
