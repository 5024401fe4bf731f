/**
 * Pure decisions of the service worker registration (src/pwa/registerServiceWorker.ts),
 * kept apart so they can be unit tested without a browser.
 */

export interface OfflineModeInputs {
  /** One of the configured activation strategies (query, standalone, installed app…) is on. */
  strategyActive: boolean;
  /** Value of the page's `offlineMode` query parameter, or null. */
  queryValue: string | null;
  /** Offline mode of the worker already registered, or undefined when there is none. */
  existingWorkerOffline: boolean | undefined;
}

/**
 * Offline mode for this page load: on when a strategy says so, and kept on
 * once a worker was registered with it, unless the reader asks
 * `?offlineMode=false`.
 */
export function offlineModeChoice({strategyActive, queryValue, existingWorkerOffline}: OfflineModeInputs): boolean {
  if (strategyActive) return true;
  if (queryValue === 'false') return false;
  return existingWorkerOffline === true;
}

/** Offline mode encoded in a worker script URL (`…/sw.js?params={"offlineMode":true,…}`). */
export function offlineModeOfWorker(scriptUrl: string | undefined): boolean | undefined {
  if (!scriptUrl) return undefined;
  try {
    const params: unknown = JSON.parse(new URL(scriptUrl).searchParams.get('params') ?? 'null');
    return typeof params === 'object' && params !== null && (params as {offlineMode?: unknown}).offlineMode === true;
  } catch {
    return false;
  }
}

/**
 * Statuses that mean the worker script was removed on purpose or by mistake:
 * its registration must go. A 5xx or no answer at all may be temporary.
 */
export function workerScriptIsGone(status: number): boolean {
  return status === 404 || status === 410;
}
