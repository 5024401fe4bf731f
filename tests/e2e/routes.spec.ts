/**
 * Every route family of the site (docs of each version, blog, changelog,
 * community, sections, test fixtures) answers with its own page, never the 404 page.
 * Unknown paths: not-found-page.spec; a /tests/ sub-path: test-fixtures.spec;
 * a query shown as text: search.spec.
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
