/**
 * Every docs page as Markdown: the "Copy page" control puts the page's
 * Markdown on the clipboard, "Open as Markdown" leads to it, /llms.txt lists
 * the pages, and each page advertises its own generated social card.
 * The checks read bodies, not Content-Type, which belongs to the servers.
 */
import {test, expect, waitForHydration, anyViewport} from './fixtures';

test.use({permissions: ['clipboard-read', 'clipboard-write']});

test('Copy page copies the Markdown of the page, Open as Markdown opens it', anyViewport, async ({page, request}) => {
  await page.goto('/docs/installation');
  await waitForHydration(page);
  const title = (await page.locator('article h1').first().textContent())?.trim();
  expect(title).toBeTruthy();

  const open = page.getByRole('link', {name: 'Open as Markdown'});
  const href = await open.getAttribute('href');
  expect(href).toBe('/docs/installation.md');
  const response = await request.get(href!);
  expect(response.status()).toBe(200);
  const markdown = await response.text();
  expect(markdown.startsWith(`# ${title}\n`)).toBe(true);
  // Clean Markdown: no imports or JSX tabs, npm/yarn/pnpm tabs as headed sections.
  expect(markdown).not.toMatch(/^import |<Tabs|<TabItem/m);
  expect(markdown).toMatch(/^### npm$/m);

  await page.getByRole('button', {name: 'Copy page'}).click();
  await expect(page.getByRole('button', {name: 'Copied'})).toBeVisible();
  const clipboard = await page.evaluate(() => navigator.clipboard.readText());
  expect(clipboard).toBe(markdown);
});

test.describe('when the Markdown cannot be fetched', () => {
  // The failed request itself is logged by the browser; the message on the page is what we check.
  test.use({allowConsoleErrors: true});

  test('Copy page says so when the Markdown cannot be fetched', anyViewport, async ({page}) => {
    await page.route('**/docs/installation.md', (route) => route.fulfill({status: 503, body: ''}));
    await page.goto('/docs/installation');
    await waitForHydration(page);
    await page.getByRole('button', {name: 'Copy page'}).click();
    await expect(page.getByRole('status').filter({hasText: 'Could not copy the page'})).toBeVisible();
    await expect(page.getByRole('button', {name: 'Copy page'})).toBeEnabled();
  });
});

test('llms.txt lists the current docs as Markdown links; llms-full.txt holds them', anyViewport, async ({request}) => {
  const [llms, full] = await Promise.all([request.get('/llms.txt'), request.get('/llms-full.txt')]);
  expect(llms.status()).toBe(200);
  const text = await llms.text();
  expect(text).toMatch(/^# Docusaurus\n\n> .+\n/);
  expect(text).toMatch(/^## Docs$/m);
  expect(text).toMatch(/^- \[[^\]]+\]\(https:\/\/docusaurus\.io\/docs\/installation\.md\): .+$/m);
  expect(text).not.toContain('/docs/2.0.0-beta.22/');
  expect(full.status()).toBe(200);
  expect(await full.text()).toContain('Source: https://docusaurus.io/docs/installation\n\n# ');
});

test('docs pages and blog posts each point og:image at their own 1200x630 card', anyViewport, async ({browser, request}) => {
  const context = await browser.newContext();
  const routes = ['/docs/installation', '/docs/2.0.0-beta.22/installation', '/community/support'];
  const firstPost = await (async () => {
    const page = await context.newPage();
    await page.goto('/blog');
    const link = await page.locator('article h2 a').first().getAttribute('href');
    await page.close();
    return link!;
  })();
  const images = await Promise.all(
    [...routes, firstPost].map(async (route) => {
      const page = await context.newPage();
      await page.goto(route);
      const meta = (name: string) => page.locator(`head meta[property="${name}"]`).last().getAttribute('content');
      const [image, title, description] = [await meta('og:image'), await meta('og:title'), await meta('og:description')];
      await page.close();
      expect(title, route).toBeTruthy();
      expect(description, route).toBeTruthy();
      expect(image, route).toMatch(/^https:\/\/docusaurus\.io\/img\/social-cards\/.+\.png$/);
      const png = await request.get(new URL(image!).pathname);
      expect(png.status(), image!).toBe(200);
      const bytes = await png.body();
      expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)], image!).toEqual([1200, 630]);
      return image;
    }),
  );
  await context.close();
  expect(new Set(images).size).toBe(images.length);
});
