/**
 * The one local search client of the page, shared by the search modal and
 * the search page so the index is downloaded once.
 */
import siteConfig from '@generated/docusaurus.config';
import {createBrowserFetchJson} from './browserFetch';
import {createLocalSearchClient, type LocalSearchClient} from './localSearchClient';

let client: LocalSearchClient | undefined;
const availabilityListeners = new Set<(available: boolean) => void>();

/** Follows whether the latest search could read the index; returns an unsubscribe function. */
export function onSearchAvailability(listener: (available: boolean) => void): () => void {
  availabilityListeners.add(listener);
  return () => availabilityListeners.delete(listener);
}

function whenIdle(work: () => Promise<void>): void {
  const start = () => void work();
  if (typeof window.requestIdleCallback === 'function') {
    window.requestIdleCallback(start, {timeout: 5000});
  } else {
    setTimeout(start, 1000);
  }
}

export function getSiteSearchClient(): LocalSearchClient {
  if (!client) {
    const inBrowser = typeof window !== 'undefined';
    client = createLocalSearchClient({
      // Server rendering never searches; the site URL only fills the type.
      origin: inBrowser ? window.location.origin : siteConfig.url,
      fetchJson: inBrowser
        ? createBrowserFetchJson(siteConfig.baseUrl)
        : () => Promise.reject(new Error('No search during server rendering')),
      scheduleBackgroundWork: inBrowser ? whenIdle : undefined,
      onAvailabilityChange: (available) => availabilityListeners.forEach((listener) => listener(available)),
    });
  }
  return client;
}
