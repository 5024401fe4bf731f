/** Reads the PWA plugin's service worker state from inside the page. */
import type {Page} from '@playwright/test';

export interface SwParams {
  offlineMode: boolean;
  debug: boolean;
}

/** Waits for an active worker and returns the `{offlineMode, debug}` it was registered with. */
export async function activeWorkerParams(page: Page): Promise<{scriptPath: string; params: SwParams}> {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    const url = new URL(registration.active!.scriptURL);
    return {scriptPath: url.pathname, params: JSON.parse(url.searchParams.get('params')!)};
  });
}

/** Is the page controlled by a service worker (its requests go through it)? */
export const isControlled = (page: Page): Promise<boolean> =>
  page.evaluate(() => navigator.serviceWorker.controller !== null);

/** Number of entries in the Workbox precache (0 when offline mode is off). */
export const precachedEntries = (page: Page): Promise<number> =>
  page.evaluate(async () => {
    let total = 0;
    for (const name of await caches.keys()) {
      if (name.includes('precache')) total += (await (await caches.open(name)).keys()).length;
    }
    return total;
  });

/**
 * Code appended to `sw.js` to make a "new deployment": different bytes, and a
 * way to ask a worker which deployment it runs.
 */
export const deployMarkerCode = (deploy: string): string => `
;self.addEventListener('message', (event) => {
  if (event.data === 'which-deploy' && event.ports[0]) event.ports[0].postMessage(${JSON.stringify(deploy)});
});
`;

/** Asks a worker (active by default) which deployment it runs; "first" for the original sw.js. */
export async function deployOf(page: Page, which: 'active' | 'controller' = 'active'): Promise<string> {
  return page.evaluate(async (target) => {
    const registration = await navigator.serviceWorker.ready;
    const worker = target === 'controller' ? navigator.serviceWorker.controller : registration.active;
    if (!worker) return 'none';
    const channel = new MessageChannel();
    const answer = new Promise<string>((resolve) => {
      channel.port1.onmessage = (event) => resolve(String(event.data));
      // The original worker has no such handler and never answers.
      setTimeout(() => resolve('first'), 1000);
    });
    worker.postMessage('which-deploy', [channel.port2]);
    return answer;
  }, which);
}

/** Paths (`/docs/x/index.html`) held in the Workbox precache, without Workbox's revision query. */
export const precachedPaths = (page: Page): Promise<string[]> =>
  page.evaluate(async () => {
    const paths: string[] = [];
    for (const name of await caches.keys()) {
      if (!name.includes('precache')) continue;
      for (const request of await (await caches.open(name)).keys()) paths.push(new URL(request.url).pathname);
    }
    return paths;
  });

/** Deletes one file from the Workbox precache, as a browser evicting it would; true if it was there. */
export const evictFromPrecache = (page: Page, filePath: string): Promise<boolean> =>
  page.evaluate(async (target) => {
    let deleted = false;
    for (const name of await caches.keys()) {
      if (!name.includes('precache')) continue;
      const cache = await caches.open(name);
      for (const request of await cache.keys()) {
        if (new URL(request.url).pathname === target) deleted = (await cache.delete(request)) || deleted;
      }
    }
    return deleted;
  }, filePath);

/**
 * Opens the site in offline mode and waits until the build is precached, the
 * page is controlled and its own start-up check of sw.js has been answered.
 */
export async function openInOfflineMode(page: Page, url = '/?offlineMode=true'): Promise<void> {
  await page.goto(url);
  // The worker turns active only once its install step has stored every precached file.
  await activeWorkerParams(page);
  // Once idle, a controlled page asks for sw.js's status (HEAD) to retire a
  // worker whose script is gone. Callers cut the network or remove sw.js next:
  // a question still open then would fail in the console or reload the page.
  const workerScriptChecked = page.waitForResponse(
    (response) => response.request().method() === 'HEAD' && new URL(response.url()).pathname === '/sw.js',
    {timeout: 60_000},
  );
  await page.reload();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await workerScriptChecked;
}

/**
 * Resolves once the page's registration step has run: it waits for the load
 * event and then an idle moment (src/utils/idle.ts), and idle callbacks run in
 * the order they were asked for, so one asked after the load event runs after it.
 */
export const registrationStepDone = (page: Page): Promise<void> =>
  page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const afterIdle = () => requestIdleCallback(() => resolve());
        if (document.readyState === 'complete') afterIdle();
        else window.addEventListener('load', afterIdle, {once: true});
      }),
  );
