/**
 * Tools to put a route's code chunks under the test's control: find which
 * JavaScript chunks only one route needs, then hold, fail or rewrite them.
 *
 * Chunk file names are content hashes that change with every build, so they
 * are discovered by watching a real client-side navigation in a throw-away
 * browser context rather than read from build artefacts.
 */
import {expect, type Browser, type Page, type Route} from '@playwright/test';
import {waitForHydration} from '../fixtures';
import {searchPrefetchOutcome} from './searchPrefetch';

/**
 * Client-side navigation without a pointer: no hover, so no early preload by
 * <Link>; the router sees exactly what the browser Back/Forward buttons do.
 */
export async function navigateInApp(page: Page, pathname: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', {state: null}));
  }, pathname);
}

/** The page's main heading, whatever layout it uses. */
export const mainHeading = (page: Page) => page.locator('main h1, article h1').first();

/**
 * Script chunks requested when navigating in the app from `from` to `to`:
 * the code `to` needs and `from` did not already load.
 */
export async function scriptsOnlyNeededBy(
  browser: Browser,
  baseURL: string,
  {from, to}: {from: string; to: string},
): Promise<{scripts: string[]; heading: string}> {
  const context = await browser.newContext({baseURL});
  try {
    const page = await context.newPage();
    await page.goto(from);
    await waitForHydration(page);
    // The search button's idle downloads are not the route's code.
    await searchPrefetchOutcome(page);
    // Nor is Prism, which a page with code fetches when the reader heads for another page.
    await page.evaluate(() =>
      [...document.querySelectorAll<HTMLAnchorElement>('a[href^="/"]')]
        .find((link) => link.pathname !== location.pathname)
        ?.dispatchEvent(new PointerEvent('pointerover', {bubbles: true})),
    );
    await page.waitForLoadState('networkidle');
    const before = await mainHeading(page).textContent();
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') {
        scripts.push(new URL(request.url()).pathname);
      }
    });
    await navigateInApp(page, to);
    await expect(mainHeading(page)).not.toHaveText(before ?? '');
    const heading = (await mainHeading(page).textContent()) ?? '';
    expect(scripts.length, `no new chunk for ${to}: pick routes that do not share code`).toBeGreaterThan(0);
    return {scripts, heading};
  } finally {
    await context.close();
  }
}

const isChunkRequest = (scripts: readonly string[]) => (url: URL) => scripts.includes(url.pathname);

/**
 * Holds every script request for these chunks until `release()`: the route
 * change is "pending" for as long as the test needs to look at it.
 */
export async function holdScripts(
  page: Page,
  scripts: readonly string[],
): Promise<{release: () => void; held: () => number}> {
  let open: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => {
    open = resolve;
  });
  let held = 0;
  await page.route(isChunkRequest(scripts), async (route: Route) => {
    if (route.request().resourceType() !== 'script') {
      // <link rel="prefetch"> hints: let them through, only real loads wait.
      await route.continue();
      return;
    }
    held += 1;
    await gate;
    await route.continue();
  });
  return {release: open, held: () => held};
}

/** Fails the first script request for these chunks, as a flaky network or a stale deploy does. */
export async function failScriptOnce(page: Page, scripts: readonly string[]): Promise<() => boolean> {
  let failed = false;
  await page.route(isChunkRequest(scripts), async (route: Route) => {
    if (!failed && route.request().resourceType() === 'script') {
      failed = true;
      await route.abort('failed');
      return;
    }
    await route.continue();
  });
  return () => failed;
}

/** Serves these chunks with their code rewritten (a broken or tampered build). */
export async function rewriteScripts(
  page: Page,
  scripts: readonly string[],
  rewrite: (code: string) => string,
): Promise<void> {
  await page.route(isChunkRequest(scripts), async (route: Route) => {
    const response = await route.fetch();
    // Fresh headers: the original ones describe a gzipped body of another length.
    await route.fulfill({
      status: 200,
      contentType: 'application/javascript; charset=utf-8',
      body: rewrite(await response.text()),
    });
  });
}

/**
 * Counts the scripts the page downloads whose code contains `marker`: a
 * string known to live in one bundle only (a class name, an option name),
 * which finds that bundle in a build whose file names are hashes.
 * The count waits for the bodies still being read: a response seen before
 * the call but not yet read would otherwise be missed.
 */
export function countScriptsContaining(page: Page, marker: string): () => Promise<number> {
  let count = 0;
  const reads: Promise<void>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    reads.push(
      response
        .text()
        .catch(() => '')
        .then((code) => {
          if (code.includes(marker)) count += 1;
        }),
    );
  });
  return async () => {
    await Promise.all(reads);
    return count;
  };
}

/** A page's own chunk scripts, as src/config/ssrTemplate.ts writes them before the app's scripts. */
const pageChunkScript = /<script src="[^"]*\/assets\/js\/(?!runtime~main\.|main\.)[^"]+\.js" defer(?:="defer")?><\/script>/g;

/**
 * Serves the document at `pathname` without its chunk scripts, as a page saved
 * from a build older than them, so that the runtime fetches the route's code
 * itself once the app has started: the path where its loading states show.
 * Returns how many script tags were taken out (none would make the test moot).
 */
export async function serveWithoutPageChunks(page: Page, pathname: string): Promise<() => number> {
  let removed = 0;
  await page.route(
    (url) => url.pathname === pathname,
    async (route: Route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace(pageChunkScript, () => {
        removed += 1;
        return '';
      });
      await route.fulfill({status: response.status(), contentType: 'text/html; charset=utf-8', body: html});
    },
  );
  return () => removed;
}

/**
 * The crashed-page setup two specs share: the reader opens /docs/cli, then
 * goes to /docs/installation in the app, and the installation chunks arrive
 * with their MDX content export (`default:()=>Content,frontMatter:` once
 * minified) rewritten by `breakExport`, which gets the component's name and
 * returns what replaces `default:()=>Content`. Resolves once the page shows
 * "This page crashed." (a crash while hydrating would blank the page instead:
 * React 17 cannot show the fallback then, see the report of issue 9).
 */
export async function crashInstallationPageInApp(
  page: Page,
  browser: Browser,
  baseURL: string,
  breakExport: (component: string) => string,
): Promise<void> {
  const doc = await scriptsOnlyNeededBy(browser, baseURL, {from: '/docs/cli', to: '/docs/installation'});
  let rewritten = 0;
  await rewriteScripts(page, doc.scripts, (code) =>
    code.replace(/default:\(\)=>([\w$]+)(,frontMatter:)/g, (_match, component: string, rest: string) => {
      rewritten += 1;
      return `${breakExport(component)}${rest}`;
    }),
  );
  await page.goto('/docs/cli');
  await waitForHydration(page);
  await navigateInApp(page, '/docs/installation');
  await expect(page.getByRole('heading', {name: 'This page crashed.'})).toBeVisible();
  // Rewritten at least once (a prefetch hint may have fetched the chunk too).
  expect(rewritten, 'the content export was found in the chunks').toBeGreaterThanOrEqual(1);
}
