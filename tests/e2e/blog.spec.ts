/**
 * The main blog: 11 posts from 2017 to 2022, 5 per list page, an
 * archive, 14 tag pages, a sidebar listing every post and RSS/Atom feeds.
 */
import type {Page} from '@playwright/test';
import {test, expect, isMobile, anyViewport} from './fixtures';
import {readFeed} from './helpers/feeds';

interface Post {
  permalink: string;
  title: string;
}

/** Newest first, the order of the list pages and the feeds. */
const posts: Post[] = [
  {permalink: '/blog/2022/01/24/docusaurus-2021-recap', title: 'Docusaurus 2021 Recap'},
  {permalink: '/blog/2021/11/21/algolia-docsearch-migration', title: 'DocSearch migration'},
  {permalink: '/blog/2021/05/12/announcing-docusaurus-two-beta', title: 'Announcing Docusaurus 2 Beta'},
  {permalink: '/blog/2021/03/09/releasing-docusaurus-i18n', title: 'Releasing Docusaurus i18n'},
  {permalink: '/blog/2021/01/19/docusaurus-2020-recap', title: 'Docusaurus 2020 Recap'},
  {permalink: '/blog/2020/01/07/tribute-to-endi', title: 'Tribute to Endi'},
  {permalink: '/blog/2019/12/30/docusaurus-2019-recap', title: 'Docusaurus 2019 Recap'},
  {permalink: '/blog/2018/12/14/Happy-First-Birthday-Slash', title: 'Happy 1st Birthday Slash!'},
  {permalink: '/blog/2018/09/11/Towards-Docusaurus-2', title: 'Towards Docusaurus 2'},
  {permalink: '/blog/2018/04/30/How-I-Converted-Profilo-To-Docusaurus', title: 'How I Converted Profilo to Docusaurus in Under 2 Hours'},
  {permalink: '/blog/2017/12/14/introducing-docusaurus', title: 'Introducing Docusaurus'},
];

const tagSlugs = [
  'adoption', 'beta', 'birth', 'blog', 'documentation', 'docusaurus', 'endi',
  'i-18-n', 'new', 'profilo', 'recap', 'release', 'search', 'tribute',
];

/** Titles of the posts shown on a list page, in page order. */
async function listedTitles(page: Page): Promise<string[]> {
  return page.locator('main article[itemprop="blogPost"] header h2').allInnerTexts();
}

test.describe('blog list pages', anyViewport, () => {
  const pages = [
    {path: '/blog/', from: 0, to: 5},
    {path: '/blog/page/2/', from: 5, to: 10},
    {path: '/blog/page/3/', from: 10, to: 11},
  ];
  for (const {path, from, to} of pages) {
    test(`${path} shows posts ${from + 1} to ${to}`, async ({page}) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      const expected = posts.slice(from, to).map((post) => post.title);
      expect(await listedTitles(page)).toEqual(expected);
    });
  }

  test('the last page has no link to a fourth page', async ({page}) => {
    await page.goto('/blog/page/3/');
    await expect(page.locator('a[href="/blog/page/4"], a[href="/blog/page/4/"]')).toHaveCount(0);
  });
});

test('each "Read More" link names its post in its text, and shows only "Read More"', anyViewport, async ({page}) => {
  await page.goto('/blog/');
  const articles = page.locator('main article[itemprop="blogPost"]');
  await expect(articles).toHaveCount(5);
  for (const [index, post] of posts.slice(0, 5).entries()) {
    const link = articles.nth(index).getByRole('link', {name: `Read More about ${post.title}`});
    await expect(link).toHaveText(`Read More about ${post.title}`);
    // The title part is for assistive technology only: the label on screen is unchanged.
    await expect(link.locator('b')).toHaveText('Read More');
    const hiddenPart = await link.locator('span').boundingBox();
    expect(hiddenPart?.width).toBeLessThanOrEqual(1);
  }
});

test.describe('blog posts', anyViewport, () => {
  for (const post of posts) {
    test(`${post.permalink}/ answers with its title`, async ({page}) => {
      const response = await page.goto(`${post.permalink}/`);
      expect(response?.status()).toBe(200);
      await expect(page.locator('main article header h1')).toHaveText(post.title);
      await expect(page).toHaveTitle(new RegExp(`^${escapeRegExp(post.title)} \\|`));
    });
  }
});

test('the archive lists the 11 posts', anyViewport, async ({page}) => {
  await page.goto('/blog/archive/');
  const links = page.locator('main a[href^="/blog/20"]');
  await expect(links).toHaveCount(posts.length);
  const hrefs = (await links.evaluateAll((anchors) =>
    anchors.map((anchor) => anchor.getAttribute('href')),
  )).map((href) => href?.replace(/\/$/, ''));
  expect(hrefs.sort()).toEqual(posts.map((post) => post.permalink).sort());
});

test.describe('blog tags', anyViewport, () => {
  test('/blog/tags/ lists the 14 tags', async ({page}) => {
    await page.goto('/blog/tags/');
    const hrefs = await page
      .locator('main a[href^="/blog/tags/"]')
      .evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')));
    const slugs = hrefs.map((href) => href?.replace(/^\/blog\/tags\//, '').replace(/\/$/, ''));
    expect(slugs.sort()).toEqual([...tagSlugs].sort());
  });

  for (const slug of tagSlugs) {
    test(`/blog/tags/${slug}/ answers`, async ({page}) => {
      const response = await page.goto(`/blog/tags/${slug}/`);
      expect(response?.status()).toBe(200);
      await expect(page.locator('main header h1')).toContainText('tagged with');
      expect((await listedTitles(page)).length).toBeGreaterThan(0);
    });
  }

  test('an unknown tag shows the 404 page', async ({page}) => {
    const response = await page.goto('/blog/tags/no-such-tag/');
    expect(response?.status()).toBe(404);
    await expect(page.locator('main h1')).toHaveText('Page Not Found');
  });
});

test('the sidebar lists all 11 posts', async ({page}) => {
  test.skip(isMobile(page), 'the blog sidebar is only rendered as a column on wide screens');
  await page.goto('/blog/');
  const sidebar = page.getByRole('navigation', {name: 'Blog recent posts navigation'});
  await expect(sidebar).toContainText('All our posts');
  await expect(sidebar.locator('a')).toHaveText(posts.map((post) => post.title));
});

test.describe('blog feeds', anyViewport, () => {
  for (const feed of [
    {path: '/blog/rss.xml', root: 'rss'},
    {path: '/blog/atom.xml', root: 'feed'},
  ]) {
    test(`${feed.path} is well-formed XML with the newest post first`, async ({page, request}) => {
      const parsed = await readFeed(page, request, feed.path);
      expect(parsed.error).toBeNull();
      expect(parsed.root).toBe(feed.root);
      expect(parsed.firstTitle).toBe(posts[0]!.title);
      expect(parsed.itemCount).toBe(posts.length);
    });
  }
});

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
