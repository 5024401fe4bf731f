/**
 * Visual regression: one page of every template the site has, and the parts
 * that only show after a reader acts (phone menu, navbar dropdown, search
 * modal, enlarged image), in light and dark, at 1280 and 390 px, compared with
 * the baselines in tests/e2e/visual-baselines/ (one folder per colour mode
 * and width).
 *
 * Runs in its own project, `visual` (tests/e2e/visual-project.ts). After a change
 * that is meant to alter how pages look, review the diffs in the report, then
 * `npm run test:visual:update` rewrites the baselines that differ.
 */
import type {Page} from '@playwright/test';
import {test, expect, isMobile} from './fixtures';
import {fixtureGroups} from '../../_dogfooding/fixtures';
import {openPhoneMenu} from './helpers/phoneMenu';
import {expectPageShot, expectPartShot, expectViewportShot, openSettled, settle} from './helpers/visual';
import {searchIndexStored} from './helpers/searchPrefetch';

interface Template {
  /** File name of the baseline. */
  name: string;
  path: string;
  /** What the page must show before it is worth a picture (beyond settling). */
  ready?: (page: Page) => Promise<void>;
  /** Only the first screen: the page grows as it is scrolled. */
  viewportOnly?: boolean;
  /** Only this part of the page, scrolled into view (it is further down than the page shot reaches). */
  part?: string;
}

const searchQuery = 'sidebar';

type WithZoomOpened = {zoomOpened?: Promise<void>};

const siteTemplates: Template[] = [
  {name: 'home', path: '/'},
  {name: 'docs-admonitions-tabs-code', path: '/docs/markdown-features/admonitions'},
  {name: 'docs-math', path: '/docs/markdown-features/math-equations'},
  {
    name: 'docs-live-code',
    path: '/docs/api/themes/@docusaurus/theme-live-codeblock',
    part: '[class*="playgroundContainer"]',
  },
  {name: 'docs-versioned-with-banner', path: '/docs/2.0.0-rc.1/installation'},
  {name: 'docs-category-index', path: '/docs/category/getting-started'},
  {name: 'docs-api-option-tables', path: '/docs/api/plugins/@docusaurus/plugin-sitemap'},
  {name: 'blog-list', path: '/blog'},
  {name: 'blog-post', path: '/blog/2021/03/09/releasing-docusaurus-i18n'},
  {name: 'blog-tags', path: '/blog/tags'},
  {name: 'blog-archive', path: '/blog/archive'},
  {name: 'changelog-list', path: '/changelog'},
  {name: 'changelog-entry', path: '/changelog/2.0.0-rc.1'},
  {name: 'community', path: '/community/support'},
  {name: 'showcase-filtered', path: '/showcase?tags=opensource&tags=i18n'},
  {name: 'versions', path: '/versions'},
  {
    name: 'search-results',
    path: `/search?q=${searchQuery}`,
    ready: async (page) => {
      await expect(page.locator('main article').first()).toBeVisible();
      await expect(page.locator('[class*="loadingSpinner"]')).toHaveCount(0);
    },
    // Scrolled to the end, the theme's search page loads the next results.
    viewportOnly: true,
  },
  {
    name: 'compare-versions',
    path: '/docs-compare/?doc=installation&from=2.0.0-beta.22&to=current',
    ready: (page) => expect(page.getByTestId('version-diff')).toBeVisible(),
  },
  {name: 'feature-requests', path: '/feature-requests'},
  {name: 'not-found', path: '/this-page-does-not-exist'},
];

const testFixturePages: Template[] = fixtureGroups
  .find((group) => group.id === 'pages')!
  .fixtures.map((fixture) => ({
    name: `tests-pages-${fixture.to.split('/').slice(3).join('-') || 'index'}`,
    path: fixture.to,
  }));

const sizes = [
  {width: 1280, height: 800},
  {width: 390, height: 844},
];

for (const colorScheme of ['light', 'dark'] as const) {
  for (const viewport of sizes) {
    const folder = `${colorScheme}-${viewport.width}`;
    const isPhone = viewport.width < 996;

    test.describe(folder, () => {
      // The site follows the system's colour mode when the reader has not chosen one.
      test.use({colorScheme, viewport, isMobile: isPhone, hasTouch: isPhone});

      for (const template of [...siteTemplates, ...testFixturePages]) {
        test(template.name, async ({page}) => {
          await openSettled(page, template.path);
          await template.ready?.(page);
          const name = [folder, `${template.name}.png`];
          if (template.part) {
            await expectPartShot(page.locator(template.part).first(), name);
          } else if (template.viewportOnly) {
            await expectViewportShot(page, name);
          } else {
            await expectPageShot(page, name);
          }
        });
      }

      test.describe('crashed page', () => {
        test.use({allowConsoleErrors: true});
        test('"This page crashed." screen', async ({page}) => {
          await openSettled(page, '/tests/pages/error-boundary-tests');
          await page.getByRole('button', {name: 'Crash during render'}).click();
          await expect(page.getByRole('heading', {name: 'This page crashed.'})).toBeVisible();
          await settle(page);
          await expectPageShot(page, [folder, 'crashed-page.png']);
        });
      });

      test('announcement bar', async ({page}) => {
        await openSettled(page, '/');
        const bar = page.locator('[class*="announcementBar_"]').first();
        await expectPartShot(bar, [folder, 'announcement-bar.png']);
      });

      test('search modal with results', async ({page}) => {
        await openSettled(page, '/docs/installation');
        // Until the idle prefetch has every page text in memory, the modal lists
        // paragraphs only from a later query: the same query would draw two ways.
        await searchIndexStored(page);
        await page.locator('.DocSearch-Button').click();
        await page.locator('.DocSearch-Input').fill(searchQuery);
        await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
        await settle(page);
        await expectViewportShot(page, [folder, 'search-modal.png']);
      });

      test('enlarged image', async ({page}) => {
        await openSettled(page, '/docs/markdown-features/assets');
        const image = page.getByRole('button', {name: /^Enlarge image: Diagram/}).first();
        await image.scrollIntoViewIfNeeded();
        // medium-zoom says when its opening transition has ended; listen before clicking.
        await image.evaluate((element) => {
          (window as WithZoomOpened).zoomOpened = new Promise<void>((resolve) =>
            element.addEventListener('medium-zoom:opened', () => resolve(), {once: true}),
          );
        });
        await image.click();
        await page.evaluate(() => (window as WithZoomOpened).zoomOpened);
        await expect(page.locator('.medium-zoom-image--opened')).toBeVisible();
        await expectViewportShot(page, [folder, 'enlarged-image.png']);
      });

      test('navbar dropdown (desktop) or phone menu (phone)', async ({page}) => {
        await openSettled(page, '/docs/installation');
        if (isMobile(page)) {
          await openPhoneMenu(page);
          await expectViewportShot(page, [folder, 'phone-menu.png']);
        } else {
          const dropdown = page.locator('.navbar__item.dropdown').filter({hasText: '2.0.0-rc.2'});
          await dropdown.hover();
          await expect(dropdown.locator('.dropdown__menu')).toBeVisible();
          await expectViewportShot(page, [folder, 'navbar-dropdown.png']);
        }
      });
    });
  }
}
