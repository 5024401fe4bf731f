/**
 * Registers the PWA plugin's service worker on every page load, in place of
 * the plugin's own registerSw.js (its `swRegister` option). It keeps the
 * plugin's contract: `/sw.js?params={"offlineMode":…,"debug":…}`, offline mode
 * from the configured activation strategies, a waiting worker activated at
 * once (after the reload popup in offline mode), failures logged as
 * "registerSW failed". Two things differ:
 *
 * - Offline mode sticks. A worker registered in offline mode keeps it on later
 *   page loads without `?offlineMode=true` (the plugin would register the
 *   non-offline worker, whose activation empties the precache, and which
 *   cannot even be fetched while the reader is offline). `?offlineMode=false`
 *   turns it off again.
 * - A worker whose script is gone is retired. Browsers keep a registration
 *   whose update check answers 404, so a deploy that lost `sw.js` would leave
 *   offline readers on the cached old site for good. When `sw.js` answers 404
 *   or 410, every registration and cache of the site is dropped and a page
 *   that was served by the worker reloads from the network.
 *
 * Only the app-install listeners are set up at once; the registration itself
 * (workerRegistration.ts) is a chunk of its own, fetched once the page has
 * loaded and gone idle, and online: registering fetches the chunk, the
 * worker's script and its precache, which cannot work offline, so a reader
 * who is offline then gets the worker once back online rather than an error.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {runWhenIdleAfterLoad} from '@site/src/utils/idle';
import {appInstalledSlot} from './appInstalledSlot';

/** The plugin's legacy install events: installing or uninstalling the app changes the worker URL. */
function watchAppInstallEvents(): void {
  const restartWithoutWorkers = async () => {
    const registrations = await navigator.serviceWorker.getRegistrations();
    await Promise.all(registrations.map((registration) => registration.unregister()));
    window.location.reload();
  };
  window.addEventListener('appinstalled', () => {
    appInstalledSlot.set('true');
    void restartWithoutWorkers();
  });
  window.addEventListener('beforeinstallprompt', () => {
    // The prompt shows again only once the app was uninstalled.
    if (appInstalledSlot.get()) {
      appInstalledSlot.del();
      void restartWithoutWorkers();
    }
  });
}

function whenOnline(work: () => void): void {
  if (navigator.onLine) work();
  else window.addEventListener('online', () => work(), {once: true});
}

if (ExecutionEnvironment.canUseDOM && 'serviceWorker' in navigator) {
  const servedByWorker = navigator.serviceWorker.controller !== null;
  watchAppInstallEvents();
  // After the load event and hydration: fetching workbox-window and asking for
  // the registration at start-up put both into the first, longest task.
  const register = (): void =>
    whenOnline(() => {
      import('./workerRegistration')
        .then(({registerWorker}) => registerWorker(servedByWorker))
        .catch((error: unknown) => {
          // The connection went between the check and the fetch: once back, again.
          if (!navigator.onLine) register();
          else console.error('registerSW failed', error);
        });
    });
  runWhenIdleAfterLoad(register);
}
