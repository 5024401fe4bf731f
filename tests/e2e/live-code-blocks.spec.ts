/**
 * Live code blocks load their editor (react-live and its in-browser compiler)
 * only on pages that have one: src/theme/Playground. Until it arrives, and
 * without JavaScript, the block shows its code read-only; if it cannot be
 * fetched, the block says so and keeps the code.
 */
import type {Page} from '@playwright/test';
import {test, expect, anyViewport, waitForHydration} from './fixtures';
import {countScriptsContaining} from './helpers/chunks';

const LIVE_PAGE = '/docs/markdown-features/code-blocks';
const FIRST_LIVE_CODE = 'const [running, setRunning] = useState(true);';
// An option name of the compiler bundled with react-live: present in the
// editor's chunk only, and kept by minification because it is a string key.
const EDITOR_CHUNK_MARKER = 'dangerousTaggedTemplateString';

/** Opens `path` and returns how many of the scripts it downloaded carry the live editor. */
async function editorChunksLoadedBy(page: Page, path: string): Promise<number> {
  const editorChunks = countScriptsContaining(page, EDITOR_CHUNK_MARKER);
  await page.goto(path);
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  return editorChunks();
}

const liveBlocks = (page: Page) => page.locator('[class*="playgroundContainer"]');

// On every viewport: typing is what a reader does on a phone too.
test('a page with a live block downloads the editor, whose preview follows what the reader types', async ({page}) => {
  const editorChunks = countScriptsContaining(page, EDITOR_CHUNK_MARKER);
  await page.goto(LIVE_PAGE);
  await waitForHydration(page);
  const editor = liveBlocks(page).first().locator('textarea');
  // The editor's textarea exists once its chunk has run: count after it, not after a quiet network.
  await expect(editor).toBeVisible();
  expect(await editorChunks()).toBe(1);
  await editor.scrollIntoViewIfNeeded();
  await editor.click();
  await page.keyboard.press('Control+A');
  await page.keyboard.press('Delete');
  await page.keyboard.type('<strong>Rendered by the e2e test</strong>');
  const preview = liveBlocks(page).first().locator('[class*="playgroundPreview"]');
  await expect(preview).toContainText('Rendered by the e2e test');
});

test.describe('live code blocks', anyViewport, () => {
  for (const path of ['/docs/installation', '/docs/cli', '/']) {
    test(`${path} has no live block and does not download the editor`, async ({page}) => {
      expect(await editorChunksLoadedBy(page, path)).toBe(0);
    });
  }

  test('without JavaScript the live block still shows its code', async ({browser, baseURL}) => {
    const context = await browser.newContext({baseURL, javaScriptEnabled: false});
    try {
      const page = await context.newPage();
      await page.goto(LIVE_PAGE);
      const block = liveBlocks(page).first();
      await expect(block).toContainText('Live Editor');
      await expect(block.locator('pre')).toContainText(FIRST_LIVE_CODE);
    } finally {
      await context.close();
    }
  });

  test.describe('when the editor cannot be downloaded', () => {
    test.use({allowConsoleErrors: true});

    test('the block keeps its code and says the editor could not be loaded', async ({page, consoleErrors}) => {
      await page.route('**/assets/js/*.js', async (route) => {
        const response = await route.fetch();
        if ((await response.text()).includes(EDITOR_CHUNK_MARKER)) {
          await route.abort('failed');
          return;
        }
        await route.fulfill({response});
      });
      await page.goto(LIVE_PAGE);
      await waitForHydration(page);
      const block = liveBlocks(page).first();
      await expect(block.getByRole('alert')).toHaveText(
        'The live editor could not be loaded. Check your connection, then reload the page to try again.',
      );
      await expect(block.locator('pre')).toContainText(FIRST_LIVE_CODE);
      await expect(block.locator('textarea')).toHaveCount(0);
      expect(consoleErrors.some((text) => text.includes('live code editor could not be loaded'))).toBe(true);
    });
  });
});
