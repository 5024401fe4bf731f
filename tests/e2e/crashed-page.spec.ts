/**
 * The errors a reader can see, each reached in the production build:
 * - "This page crashed." with the message and "Try again";
 * - the not-found page;
 * - the base-URL banner "Your Docusaurus site did not load properly", only
 *   when the site is served from another path than its baseUrl.
 * Elsewhere: "registerSW failed" (service-worker-and-offline-mode.spec), storage
 * errors (storage-that-throws.spec), preloading failure and a page whose
 * code fails to load, with "Retry" (route-change-and-lazy-loading.spec). The
 * search messages ("Unable to fetch results", "No results for", …) belong to
 * the search UI and its own spec.
 * The crash fixture page /tests/pages/error-boundary-tests is covered by
 * test-fixtures.spec.ts; here the crash happens on a real docs page.
 */
import {test, expect, waitForHydration} from './fixtures';
import {navigateInApp, rewriteScripts, scriptsOnlyNeededBy} from './helpers/chunks';
import {startBuildServer} from './helpers/buildServer';

test.use({allowConsoleErrors: true});

declare global {
  interface Window {
    statesCrashOnce?: (component: (props: object) => unknown) => (props: object) => unknown;
  }
}

test.describe('error screens', () => {
  test('"This page crashed." shows the message, and "Try again" renders the page again', async ({
    page,
    browser,
    baseURL,
    consoleErrors,
  }) => {
    const doc = await scriptsOnlyNeededBy(browser, baseURL!, {from: '/docs/cli', to: '/docs/installation'});
    // The doc's content component throws on its first render only: a
    // transient failure that "Try again" can recover from.
    await page.addInitScript(() => {
      const wrappers = new WeakMap<object, (props: object) => unknown>();
      let hasThrown = false;
      window.statesCrashOnce = (component) => {
        if (!wrappers.has(component)) {
          wrappers.set(component, (props) => {
            if (!hasThrown) {
              hasThrown = true;
              throw new Error('The content of this page failed to render (injected by error-screens.spec).');
            }
            return component(props);
          });
        }
        return wrappers.get(component)!;
      };
    });
    let rewritten = 0;
    await rewriteScripts(page, doc.scripts, (code) =>
      code.replace(/default:\(\)=>([\w$]+)(,frontMatter:)/g, (_match, name: string, rest: string) => {
        rewritten += 1;
        return `default:()=>globalThis.statesCrashOnce(${name})${rest}`;
      }),
    );

    // The crash happens in the running app, after a client-side navigation.
    // (Thrown while hydrating, React 17 cannot show the fallback: the page
    // goes blank, see the report of issue 9.)
    await page.goto('/docs/cli');
    await waitForHydration(page);
    await navigateInApp(page, '/docs/installation');
    const heading = page.getByRole('heading', {name: 'This page crashed.'});
    await expect(heading).toBeVisible();
    // Rewritten at least once (a prefetch hint may have fetched the chunk too).
    expect(rewritten).toBeGreaterThanOrEqual(1);
    await expect(page.getByText('The content of this page failed to render (injected by error-screens.spec).')).toBeVisible();
    // Only the content is replaced: navbar and footer stay usable.
    await expect(page.locator('nav.navbar')).toBeVisible();
    await expect(page.locator('footer.footer')).toBeVisible();

    await page.getByRole('button', {name: 'Try again'}).click();
    await expect(heading).toHaveCount(0);
    await expect(page.locator('article h1')).toHaveText('Installation');
    expect(consoleErrors.some((text) => text.includes('injected by error-screens.spec'))).toBe(true);
  });

  test('an unknown address shows the not-found page, with a 404 status or in the app', async ({page}) => {
    const response = await page.goto('/this-page-does-not-exist');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', {name: 'Page Not Found'})).toBeVisible();
    await waitForHydration(page);
    await expect(page.getByRole('heading', {name: 'Page Not Found'})).toBeVisible();

    await page.goto('/docs/installation');
    await waitForHydration(page);
    await navigateInApp(page, '/no-such-page/at-all');
    await expect(page.getByRole('heading', {name: 'Page Not Found'})).toBeVisible();
    await expect(page.locator('nav.navbar')).toBeVisible();
  });

  test('served from a wrong path, the home page shows the base-URL banner with a suggestion', async ({
    page,
  }) => {
    const server = await startBuildServer({mountPath: '/wrong-base/'});
    try {
      await page.goto(server.url);
      const banner = page.locator('#docusaurus-base-url-issue-banner');
      await expect(banner).toBeVisible();
      await expect(banner).toContainText('Your Docusaurus site did not load properly.');
      await expect(banner).toContainText('Current configured baseUrl = /');
      await expect(banner.locator('#docusaurus-base-url-issue-banner-suggestion-container')).toHaveText(
        '/wrong-base/',
      );
    } finally {
      await server.close();
    }
  });

  test('served from its base URL, no banner; only the home page carries the banner script', async ({
    page,
    request,
  }) => {
    await page.goto('/');
    await waitForHydration(page);
    await expect(page.getByText('Your Docusaurus site did not load properly')).toBeHidden();
    const home = await (await request.get('/')).text();
    expect(home).toContain('__DOCUSAURUS_INSERT_BASEURL_BANNER');
    const doc = await (await request.get('/docs/installation')).text();
    expect(doc).not.toContain('__DOCUSAURUS_INSERT_BASEURL_BANNER');
  });
});
