/**
 * The table of contents: which heading levels reach it, by the site default
 * (h2 and h3) and by each page's front matter bounds, on the TOC fixtures
 * under /tests/ (their names say the bounds they set). Docs show it in the
 * right column on desktop and in a collapsible on phones; pages and blog
 * posts on desktop only.
 */
import type {Locator, Page} from '@playwright/test';
import {test, expect, isMobile, waitForHydration} from './fixtures';
import {fixtureGroups} from '../../_dogfooding/fixtures';
import {expectedTocLevels} from '../../_dogfooding/tocLevels';

/** Sorted distinct heading levels of the headings a TOC links to. */
async function linkedHeadingLevels(links: Locator): Promise<number[]> {
  const levels = await links.evaluateAll((anchors) =>
    anchors.map((anchor) => {
      const id = decodeURIComponent((anchor.getAttribute('href') ?? '').replace(/^#/, ''));
      const heading = document.getElementById(id);
      return heading ? Number(heading.tagName.slice(1)) : 0;
    }),
  );
  return [...new Set(levels)].sort();
}

/** The links of a doc's TOC: the right column on desktop, the collapsible on phones. */
async function docTocLinks(page: Page): Promise<Locator> {
  if (isMobile(page)) {
    const mobileToc = page.locator('.theme-doc-toc-mobile');
    await mobileToc.getByRole('button', {name: 'On this page'}).click();
    return mobileToc.locator('.table-of-contents a');
  }
  return page.locator('.theme-doc-toc-desktop .table-of-contents a');
}

test.describe('TOC fixtures show the heading levels their names promise', () => {
  const names = fixtureGroups
    .find((group) => group.id === 'toc')!
    .fixtures.map((fixture) => fixture.to.split('/').pop()!);

  for (const name of names) {
    test(name, async ({page}) => {
      await page.goto(`/tests/docs/toc/${name}`);
      await waitForHydration(page);
      const links = await docTocLinks(page);
      await expect(links.first()).toBeVisible();
      expect(await linkedHeadingLevels(links)).toEqual(expectedTocLevels(name));
      if (name === 'toc-test-bad') {
        // Badly nested headings are all kept, in page order.
        await expect(links).toHaveCount(11);
        await expect(links.first()).toHaveText('A level-4 heading before any h2');
      }
    });
  }

  for (const [path, levels] of [
    ['/tests/pages/page-toc-tests', [2, 3, 4]],
    ['/tests/blog/2021/08/21/blog-post-toc-tests', [2, 3, 4]],
  ] as const) {
    test(`front matter bounds on ${path}`, async ({page}) => {
      test.skip(isMobile(page), 'pages and blog posts show their TOC only on desktop');
      await page.goto(path);
      const links = page.locator('.table-of-contents a');
      await expect(links.first()).toBeVisible();
      expect(await linkedHeadingLevels(links)).toEqual(levels);
    });
  }
});
