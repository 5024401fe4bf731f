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
