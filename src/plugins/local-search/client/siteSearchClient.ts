/**
 * The one local search client of the page, shared by the search modal and
 * the search page so the index is downloaded once.
 */
import siteConfig from '@generated/docusaurus.config';
import {createBrowserFetchJson} from './browserFetch';
import {createLocalSearchClient, type LocalSearchClient} from './localSearchClient';
import {reportSearchAvailability} from './searchAvailability';
import {reportQueryNote} from './queryNotes';
import {reportFullerAnswer} from './fullerAnswer';
import {runWhenIdle} from '../../../utils/idle';

let client: LocalSearchClient | undefined;

function whenIdle(work: () => Promise<void>): void {
  runWhenIdle(() => void work());
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
      onAvailabilityChange: reportSearchAvailability,
      onQueryNote: reportQueryNote,
      onFullerAnswer: reportFullerAnswer,
    });
  }
  return client;
}
