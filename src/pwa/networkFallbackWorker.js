/**
 * Extra service worker code, bundled into `sw.js` by the PWA plugin (its
 * `swCustom` option). It is plain JavaScript because the plugin compiles the
 * worker with Babel for `.js` files only.
 *
 * In offline mode the plugin answers every precached URL with
 * `caches.match(key)`. When the browser has evicted that entry (storage
 * pressure, a reader clearing part of the site data), the match is empty and
 * the request fails with net::ERR_FAILED although the network may be fine.
 * The plugin adds its fetch listener after this code runs, so this listener
 * sees each request first and makes whatever the plugin responds with fall
 * back to the network when the cache has nothing.
 */

/**
 * @param {Promise<Response | undefined> | Response | undefined} answer
 * @param {Request} request
 * @param {boolean} debug
 */
function withNetworkFallback(answer, request, debug) {
  return Promise.resolve(answer)
    .catch(() => undefined)
    .then((response) => {
      if (response) return response;
      if (debug) console.log('[sw] not in the cache any more, fetching', request.url);
      return fetch(request);
    });
}

/** @param {{offlineMode: boolean, debug: boolean}} params */
export default function addNetworkFallback(params) {
  if (!params.offlineMode) return;
  self.addEventListener('fetch', (event) => {
    const respondWith = event.respondWith.bind(event);
    event.respondWith = (answer) => respondWith(withNetworkFallback(answer, event.request, params.debug));
  });
}
