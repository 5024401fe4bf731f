/** The debug plugin's pages (always on) and the service worker file. */
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

test('/sw.js is served as JavaScript and never cached', anyViewport, async ({request}) => {
  const response = await request.get('/sw.js');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('javascript');
  expect(response.headers()['cache-control']).toBe('no-cache');
  expect((await response.text()).length).toBeGreaterThan(1000);
});

test('the web app manifest is linked and served', anyViewport, async ({page, request}) => {
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBeTruthy();
  const manifest = await (await request.get(href!)).json();
  expect(manifest.name).toBeTruthy();
  expect(manifest.icons.length).toBeGreaterThan(0);
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
