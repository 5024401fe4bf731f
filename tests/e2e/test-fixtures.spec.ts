/**
 * The test fixtures under /tests/ must each exercise the case they name. This
 * spec loads every fixture route from the catalogue (_dogfooding/fixtures.ts)
 * and checks the behaviour the risky ones promise: drafts, tag pages,
 * sidebars. Fixtures of a feature with a spec of its own are checked there:
 * TOC levels (table-of-contents.spec), the crash fallback
 * (crashed-page.spec), the custom navbar item (navbar.spec), tabs
 * (tabs.spec).
 */
import type {Page} from '@playwright/test';
import {test, expect, isMobile, waitForHydration, anyViewport} from './fixtures';
import {fixtureGroups, unpublishedFixtures} from '../../_dogfooding/fixtures';

const notFoundHeading = (page: Page) => page.getByRole('heading', {name: 'Page Not Found'});

test.describe('every fixture route answers', anyViewport, () => {
  for (const group of fixtureGroups) {
    test(`${group.title} (${group.fixtures.length} routes)`, async ({page}) => {
      test.setTimeout(20_000 + group.fixtures.length * 5_000);
      for (const fixture of group.fixtures) {
        const response = await page.goto(fixture.to);
        expect(response?.status(), fixture.to).toBe(200);
        await waitForHydration(page);
        await expect(notFoundHeading(page), fixture.to).toHaveCount(0);
        // A path no fixture claims falls through to the /tests/ section page.
        await expect(page.getByText('No fixture lives at'), fixture.to).toHaveCount(0);
      }
    });
  }
});

test.describe('drafts are not published', anyViewport, () => {
  for (const draft of unpublishedFixtures) {
    test(draft.to, async ({page}) => {
      const response = await page.goto(draft.to);
      expect(response?.status()).toBe(404);
      await waitForHydration(page);
      await expect(notFoundHeading(page)).toBeVisible();
    });
  }

  test('the draft listed in the sidebars file is dropped from the sidebar', async ({page}) => {
    test.skip(isMobile(page), 'the docs sidebar is folded into the menu on phones');
    await page.goto('/tests/docs/');
    const sidebar = page.locator('.theme-doc-sidebar-container');
    await expect(sidebar.getByRole('link', {name: 'Doc without sidebar'})).toBeVisible();
    await expect(sidebar.getByRole('link', {name: 'Test section'})).toHaveCount(0);
  });
});

test.describe('docs tag pages list the right docs', anyViewport, () => {
  const expected: Record<string, string[]> = {
    a: ['Another test page', 'Doc 1 in a folder with spaces'],
    b: ['Doc 1 in a folder with spaces', 'Doc 2 in a folder with spaces'],
    c: ['Doc 2 in a folder with spaces'],
    'd-custom-permalink': ['Doc 2 in a folder with spaces'],
    e: ['Another test page'],
    // some-tag and some_tag kebab-case to the same page.
    'some-tag': ['Another test page', 'Standalone doc'],
  };
  for (const [tag, titles] of Object.entries(expected)) {
    test(tag, async ({page}) => {
      await page.goto(`/tests/docs/tags/${tag}`);
      const listed = await page.locator('main article h2').allTextContents();
      expect(listed.sort()).toEqual([...titles].sort());
    });
  }

  test('a custom permalink replaces the default tag URL', async ({page}) => {
    const response = await page.goto('/tests/docs/tags/d');
    expect(response?.status()).toBe(404);
  });
});

test.describe('docs fixtures', () => {
  test('sidebars: another sidebar, no sidebar, none listed', async ({page}) => {
    test.skip(isMobile(page), 'the docs sidebar is folded into the menu on phones');
    await page.goto('/tests/docs/doc-with-another-sidebar');
    const sidebarLinks = page.locator('.theme-doc-sidebar-container a.menu__link');
    await expect(sidebarLinks).toHaveText(['Doc in another sidebar']);
    for (const path of ['/tests/docs/doc-without-sidebar', '/tests/docs/standalone']) {
      await page.goto(path);
      await waitForHydration(page);
      await expect(page.locator('.theme-doc-sidebar-container'), path).toHaveCount(0);
    }
  });

  test('two spellings of a tag on one doc collapse into one', async ({page}) => {
    await page.goto('/tests/docs/more-test');
    const tags = page.locator('.theme-doc-footer-tags-row a');
    await expect(tags).toHaveText(['a', 'e', 'some-tag']);
  });

  test('last_update front matter wins over Git', async ({page}) => {
    await page.goto('/tests/docs/doc-with-last-update');
    const lastUpdated = page.locator('.theme-last-updated');
    await expect(lastUpdated).toContainText('Custom Author');
    await expect(lastUpdated).toContainText('2000');
  });

  test('custom props reach the sidebar items', async ({page}) => {
    await page.goto('/tests/docs/tests/custom-props');
    const table = page.getByTestId('custom-props-table');
    await expect(table.getByRole('row', {name: /Custom props/})).toContainText('category-level');
    await expect(table.getByRole('row', {name: /Doc with custom props/})).toContainText('"badge":"new"');
    await expect(table.getByRole('row', {name: /Doc without custom props/})).toContainText('none');
  });
});

test.describe('blog fixtures', anyViewport, () => {
  test('12 posts at 3 per page: the oldest closes page 4', async ({page}) => {
    await page.goto('/tests/blog/archive');
    await expect(page.locator('main a[href^="/tests/blog/20"]')).toHaveCount(12);
    await page.goto('/tests/blog/page/4');
    const titles = page.locator('main article h2');
    await expect(titles).toHaveCount(3);
    await expect(titles.last()).toHaveText('Using twice the blog plugin');
    expect((await page.goto('/tests/blog/page/5'))?.status()).toBe(404);
  });

  test('footnotes of two posts on one list page keep distinct ids', async ({page}) => {
    await page.goto('/tests/blog');
    const noteIds = await page.locator('main li[id^="fn-"]').evaluateAll((notes) => notes.map((note) => note.id));
    expect(noteIds).toHaveLength(2);
    expect(new Set(noteIds).size).toBe(2);
  });
});

test.describe('pages fixtures', () => {
  test('hydration: useIsBrowser flips and handlers attach', async ({page}) => {
    await page.goto('/tests/pages/hydration-tests');
    await waitForHydration(page);
    await expect(page.getByTestId('hydration-status')).toHaveText(/^Hydrated/);
    await expect(page.getByTestId('browser-only')).toContainText('pixels wide');
    const counter = page.getByRole('button', {name: /^Clicked/});
    await counter.click();
    await counter.click();
    await expect(counter).toHaveText('Clicked 2 times');
  });

  test('head metadata written in Markdown reaches the head', async ({page}) => {
    await page.goto('/tests/pages/head-metadata');
    await expect(page).toHaveTitle(/^Head metadata/);
    await expect(page.locator('meta[name="docusaurus-fixture"]')).toHaveAttribute('content', 'head-metadata');
    await expect(page.locator('html')).toHaveClass(/head-metadata-test/);
  });
});

test.describe('the /tests/ section', () => {
  test('the index links to every fixture group', async ({page}) => {
    await page.goto('/tests/');
    for (const group of fixtureGroups) {
      await expect(page.locator(`main h2#${group.id}`)).toContainText(group.title);
    }
    const fixtureCount = fixtureGroups.reduce((count, group) => count + group.fixtures.length, 0);
    expect(await page.locator('main li a[href^="/tests/"]').count()).toBe(fixtureCount);
  });

  test('an unknown sub-path shows the index with a notice', async ({page}) => {
    await page.goto('/tests/no-such-fixture');
    await waitForHydration(page);
    await expect(page.getByText('No fixture lives at')).toBeVisible();
    await expect(page.getByRole('heading', {name: 'Test fixtures'})).toBeVisible();
    await expect(notFoundHeading(page)).toHaveCount(0);
  });
});
