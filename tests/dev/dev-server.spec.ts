/**
 * The contributors' loop: `docusaurus start` (what `npm start` runs) renders a
 * page of every content kind without an error, shows a saved Markdown edit in
 * the open page without a reload, and picks up an edit to the sidebars file.
 * One dev server serves the whole file (its first compilation is the slow
 * part), so the tests run in order in a single worker.
 */
import fs from 'node:fs';
import path from 'node:path';
import {test, expect, type Page} from '@playwright/test';
import {devServerProblems, startDevServer, type DevServer} from '../../scripts/lib/devServer';

test.describe.configure({mode: 'serial'});

const siteDir = path.resolve(__dirname, '../..');
let server: DevServer;

test.beforeAll(async () => {
  test.setTimeout(300_000);
  server = await startDevServer();
  await server.firstCompilationMs;
});

test.afterAll(async () => {
  await server?.stop();
});

/** Page errors and console errors or warnings, as a contributor would see them in the console. */
function collectProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') {
      problems.push(`console ${message.type()}: ${message.text()}`);
    }
  });
  return problems;
}

const pageOfEachKind: Array<{kind: string; path: string; heading: string | RegExp}> = [
  {kind: 'home (React page)', path: '/', heading: 'Docusaurus'},
  {kind: 'docs', path: '/docs/installation', heading: 'Installation'},
  {kind: 'versioned docs', path: '/docs/2.0.0-rc.1/cli', heading: 'CLI'},
  {kind: 'blog post', path: '/blog/2021/03/09/releasing-docusaurus-i18n', heading: /i18n/i},
  {kind: 'changelog entry', path: '/changelog/2.0.0-beta.22/', heading: '2.0.0-beta.22'},
  {kind: 'React page with data', path: '/showcase/', heading: 'Showcase'},
  {kind: 'community docs', path: '/community/support', heading: 'Support'},
  {kind: 'test fixture doc', path: '/tests/docs/more-test', heading: 'Another test page'},
  {kind: 'test fixture page', path: '/tests/pages/markdown-tests', heading: /Markdown/},
  {kind: 'docs category index', path: '/docs/category/getting-started', heading: 'Getting Started'},
  {kind: 'API reference', path: '/docs/api/docusaurus-config', heading: 'docusaurus.config.js'},
  {kind: 'blog tag', path: '/blog/tags/release', heading: /tagged with "release"/},
  {kind: 'blog archive', path: '/blog/archive', heading: 'Archive'},
  {kind: 'changelog list', path: '/changelog/', heading: 'Docusaurus changelog'},
  {kind: 'versions page', path: '/versions/', heading: 'Docusaurus documentation versions'},
  {kind: 'not-found page', path: '/no-such-page', heading: 'Page Not Found'},
  {kind: 'search page', path: '/search/?q=sidebar', heading: 'Search results for "sidebar"'},
];

test('every content kind renders in the dev server without an error', async ({page}) => {
  test.setTimeout(180_000);
  const problems = collectProblems(page);
  for (const {kind, path: pagePath, heading} of pageOfEachKind) {
    await page.goto(server.url + pagePath);
    await expect(page.getByRole('heading', {level: 1}).first(), `${kind} at ${pagePath}`).toHaveText(heading, {
      timeout: 60_000,
    });
    await expect(page.locator('#webpack-dev-server-client-overlay'), `webpack overlay on ${pagePath}`).toHaveCount(0);
  }
  expect(problems).toEqual([]);
  expect(server.output().match(devServerProblems)?.[0] ?? 'no problem printed').toBe('no problem printed');
});

/** Writes `edited` into `file`, runs `check`, and puts the original back whatever happens. */
async function withEditedFile(file: string, edit: (source: string) => string, check: () => Promise<void>) {
  const original = fs.readFileSync(file, 'utf8');
  const edited = edit(original);
  expect(edited, `the edit of ${file} changes it`).not.toBe(original);
  try {
    fs.writeFileSync(file, edited);
    await check();
  } finally {
    fs.writeFileSync(file, original);
  }
}

/**
 * The chunks the dev server hot-updates, by name (`main`, `runtime~main`, a
 * page's content chunk). An update of `main` re-runs most of the theme.
 */
function collectHotUpdatedChunks(page: Page): Set<string> {
  const chunks = new Set<string>();
  page.on('response', (response) => {
    const update = /\/([^/]+)\.[0-9a-f]+\.hot-update\.js$/.exec(response.url());
    if (update) chunks.add(decodeURIComponent(update[1]!));
  });
  return chunks;
}

test('a saved Markdown edit shows in the open page without a reload', async ({page}) => {
  test.setTimeout(120_000);
  const problems = collectProblems(page);
  const hotUpdated = collectHotUpdatedChunks(page);
  await page.goto(`${server.url}/tests/docs/more-test`);
  await expect(page.locator('article h1')).toHaveText('Another test page');
  // A full reload would drop this.
  await page.evaluate(() => ((window as {devLoopMarker?: boolean}).devLoopMarker = true));
  const sentence = `Saved by the dev-server spec at ${Date.now()}.`;
  const file = path.join(siteDir, '_dogfooding/_docs tests/more-test.md');
  await withEditedFile(
    file,
    (source) => `${source}\n${sentence}\n`,
    async () => {
      await expect(page.getByText(sentence)).toBeVisible({timeout: 30_000});
    },
  );
  await expect(page.getByText(sentence)).toHaveCount(0, {timeout: 30_000});
  expect(await page.evaluate(() => (window as {devLoopMarker?: boolean}).devLoopMarker)).toBe(true);
  expect(problems).toEqual([]);
  // The edit reaches its page's chunk alone: the site's global data kept its
  // order (src/plugins/stable-global-data), so main.js was not hot-updated.
  expect([...hotUpdated].filter((chunk) => chunk !== 'runtime~main' && !chunk.startsWith('content---tests-docs-more-test'))).toEqual([]);
});

test('an edit to sidebars.ts changes the sidebar', async ({page}) => {
  test.setTimeout(150_000);
  await page.setViewportSize({width: 1280, height: 800});
  await page.goto(`${server.url}/docs/installation`);
  const sidebar = page.getByRole('complementary').getByRole('navigation');
  const categoryLink = (name: string) => sidebar.getByRole('link', {name, exact: true});
  await expect(categoryLink('Getting Started')).toBeVisible({timeout: 60_000});
  const label = 'Getting Started, renamed by the dev-server spec';
  await withEditedFile(
    path.join(siteDir, 'sidebars.ts'),
    (source) => source.replace("label: 'Getting Started',", `label: '${label}',`),
    async () => {
      await expect(categoryLink(label)).toBeVisible({timeout: 90_000});
    },
  );
  await expect(categoryLink('Getting Started')).toBeVisible({timeout: 90_000});
  expect(server.output().match(devServerProblems)?.[0] ?? 'no problem printed').toBe('no problem printed');
});
