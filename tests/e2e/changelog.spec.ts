/**
 * The /changelog/ section: a compact, paginated list of releases, one page per
 * release, RSS and Atom feeds, and a 404 for versions that do not exist.
 * Expected counts come from the entries in changelog/ at test time, so the
 * spec holds before and after other branches add entries (77 in all: pages 2
 * to 4, the last with 17).
 */
import fs from 'node:fs';
import path from 'node:path';
import {test, expect, isMobile, waitForHydration, anyViewport} from './fixtures';
import {readFeed} from './helpers/feeds';
import {openPhoneMenu} from './helpers/phoneMenu';

const POSTS_PER_PAGE = 20;
const notFoundHeading = 'Page Not Found';

type Entry = {title: string; slug: string; date: string};

function readEntries(): Entry[] {
  const dir = path.resolve(__dirname, '..', '..', 'changelog');
  return fs
    .readdirSync(dir)
    .filter((file) => /\.mdx?$/.test(file))
    .map((file) => {
      const source = fs.readFileSync(path.join(dir, file), 'utf8');
      const field = (name: string) =>
        new RegExp(`^${name}:\\s*['"]?(.+?)['"]?\\s*$`, 'm').exec(source)?.[1] ?? '';
      return {title: field('title'), slug: field('slug'), date: file.slice(0, 10)};
    });
}

const entries = readEntries();
const pageCount = Math.ceil(entries.length / POSTS_PER_PAGE);
const entriesOnPage = (page: number) =>
  Math.min(POSTS_PER_PAGE, entries.length - POSTS_PER_PAGE * (page - 1));
const newestDate = entries.map((entry) => entry.date).sort().at(-1);
// Entries sharing the newest date may come in either order.
const newestTitles = entries.filter((entry) => entry.date === newestDate).map((entry) => entry.title);
const betaAndRcReleases = entries.filter((entry) => /^\d+\.\d+\.\d+-(beta|rc)\.\d+$/.test(entry.slug));

const releases = (page: import('@playwright/test').Page) => page.locator('main article');

test.describe('changelog list', () => {
  test('/changelog/ lists the newest releases, compactly', anyViewport, async ({page}) => {
    const response = await page.goto('/changelog/');
    expect(response?.status()).toBe(200);
    await expect(page.locator('main h1')).toHaveText(/changelog/i);
    await expect(releases(page)).toHaveCount(entriesOnPage(1));
    expect(entriesOnPage(1)).toBe(Math.min(20, entries.length));

    const first = releases(page).first();
    expect(newestTitles).toContain(await first.locator('h2').innerText());
    // Each item: version linking to its page, date, summary, link to the details.
    await expect(first.locator('h2 a')).toHaveAttribute('href', /^\/changelog\/.+/);
    await expect(first.locator('time')).toHaveAttribute('datetime', new RegExp(`^${newestDate}`));
    await expect(first.locator('.markdown p').first()).not.toBeEmpty();
    // Only the summary is listed: the sections below the truncate marker are not.
    await expect(releases(page).locator('.markdown h2')).toHaveCount(0);
    await expect(first.getByRole('link', {name: /all changes in/i})).toBeVisible();
  });

  test('the list links to the feeds', anyViewport, async ({page}) => {
    await page.goto('/changelog/');
    await expect(page.locator('main header a[href="/changelog/rss.xml"]')).toHaveText('RSS');
    await expect(page.locator('main header a[href="/changelog/atom.xml"]')).toHaveText('Atom');
  });

  test('the sidebar lists every entry under the title "Changelog"', async ({page}) => {
    test.skip(isMobile(page), 'the blog sidebar moves into the navbar menu on phones');
    await page.goto('/changelog/');
    const sidebar = page.getByRole('navigation', {name: 'Blog recent posts navigation'});
    await expect(sidebar).toContainText('Changelog');
    await expect(sidebar.locator('li')).toHaveCount(entries.length);
  });

  test('on phones, the navbar menu lists every entry', async ({page}) => {
    test.skip(!isMobile(page), 'desktops show the sidebar next to the list');
    await page.goto('/changelog/');
    const menu = await openPhoneMenu(page);
    await expect(menu.locator('.menu__list a[href^="/changelog/"]')).toHaveCount(entries.length);
  });

  test('every list page exists with the expected number of releases', anyViewport, async ({page}) => {
    expect(pageCount).toBeGreaterThanOrEqual(2);
    if (entries.length === 77) {
      // All 76 releases plus the V2 changelog notes.
      expect(pageCount).toBe(4);
      expect(entriesOnPage(4)).toBe(17);
    }
    for (let number = 2; number <= pageCount; number += 1) {
      const response = await page.goto(`/changelog/page/${number}/`);
      expect(response?.status(), `page ${number}`).toBe(200);
      await expect(releases(page), `page ${number}`).toHaveCount(entriesOnPage(number));
    }
    const beyond = await page.goto(`/changelog/page/${pageCount + 1}/`);
    expect(beyond?.status()).toBe(404);
    await expect(page.locator('h1')).toHaveText(notFoundHeading);
  });

  test('the paginator and the titles navigate on the client', async ({page}) => {
    await page.goto('/changelog/');
    await waitForHydration(page);
    const firstTitle = releases(page).first().locator('h2');
    const newestOnPageOne = await firstTitle.innerText();
    await page.getByRole('navigation', {name: 'Blog list page navigation'}).getByRole('link').click();
    await expect(page).toHaveURL(/\/changelog\/page\/2\/?$/);
    // The address changes first; page 1 stays on screen until page 2's code has
    // loaded, and it has as many releases. Only another first title proves that
    // page 2 is rendered (reading a title earlier picks one from page 1).
    await expect(firstTitle).not.toHaveText(newestOnPageOne);
    await expect(releases(page)).toHaveCount(entriesOnPage(2));

    const title = releases(page).first().locator('h2 a');
    const version = await title.innerText();
    await title.click();
    await expect(page.locator('main h1')).toHaveText(version);
  });
});

test.describe('release pages', anyViewport, () => {
  for (const release of betaAndRcReleases) {
    test(`/changelog/${release.slug}/ shows release ${release.title}`, async ({page}) => {
      const response = await page.goto(`/changelog/${release.slug}/`);
      expect(response?.status()).toBe(200);
      await expect(page.locator('main h1')).toHaveText(release.title);
      await expect(page).toHaveTitle(new RegExp(release.title.replace(/\./g, '\\.')));
      await expect(page.locator('main article time')).toHaveAttribute('datetime', new RegExp(`^${release.date}`));
    });
  }

  test('an unknown release shows the not-found page', async ({page}) => {
    const response = await page.goto('/changelog/9.9.9/');
    expect(response?.status()).toBe(404);
    await expect(page.locator('h1')).toHaveText(notFoundHeading);
  });
});

test.describe('feeds', anyViewport, () => {
  for (const file of ['rss.xml', 'atom.xml']) {
    test(`/changelog/${file} is valid XML whose first item is the newest release`, async ({page, request}) => {
      const parsed = await readFeed(page, request, `/changelog/${file}`);
      expect(parsed.error).toBeNull();
      expect(parsed.itemCount).toBe(entries.length);
      expect(newestTitles).toContain(parsed.firstTitle);
    });
  }
});
