/**
 * The local search client as the pages run it, bundled by scripts/bench-search.ts
 * for timing keystrokes in Chromium: the same code, reading the index over HTTP.
 */
import {createLocalSearchClient} from '../../src/plugins/local-search/client/localSearchClient';

const client = createLocalSearchClient({
  origin: window.location.origin,
  fetchJson: async (file) => {
    const response = await fetch(`/${file}`);
    if (!response.ok) {
      throw new Error(`${file}: HTTP ${response.status}`);
    }
    return response.json();
  },
});

(window as unknown as {benchSearchClient: typeof client}).benchSearchClient = client;
