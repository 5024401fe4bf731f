/**
 * The debug plugin's pages (always on). The service worker file and the web
 * app manifest: service-worker-and-offline-mode.spec.
 */
import {test, expect, anyViewport} from './fixtures';

const debugPages = ['', 'config', 'content', 'globalData', 'metadata', 'registry', 'routes'];

for (const sub of debugPages) {
  test(`debug page /__docusaurus/debug/${sub} renders`, anyViewport, async ({page}) => {
    const response = await page.goto(`/__docusaurus/debug/${sub}`);
    expect(response?.status()).toBe(200);
    await expect(page.locator('h2').first()).toBeVisible();
    await expect(page.getByText('Page Not Found')).toHaveCount(0);
  });
}

test('the debug metadata page shows framework and site version 2.1.0', anyViewport, async ({page}) => {
  await page.goto('/__docusaurus/debug/metadata');
  await expect(page.getByText(/Docusaurus Version:\s*2\.1\.0/)).toBeVisible();
  await expect(page.getByText(/Site Version:\s*2\.1\.0/)).toBeVisible();
});

// main.js carries a lean registry and config (src/plugins/bundle-performance); these pages read them whole.
test('the debug config page shows the plugins and the registry page the module paths', anyViewport, async ({page}) => {
  await page.goto('/__docusaurus/debug/config');
  // The JSON view renders in the browser only.
  await expect(page.getByText('plugins', {exact: true}).first()).toBeVisible();
  await expect(page.getByText('presets', {exact: true}).first()).toBeVisible();
  // Reached by a client-side navigation, the registry page is all the browser's own rendering.
  await page.getByRole('link', {name: 'Registry'}).click();
  await expect(page.locator('li code').filter({hasText: /^@site\/docs\/installation\.md$/}).first()).toBeVisible();
});
