/**
 * The service worker's registration and retirement (see registerServiceWorker.ts,
 * which imports this module once the page has loaded and gone idle, so that
 * none of it is in main.js).
 */
import {offlineModeChoice, offlineModeOfWorker, workerScriptIsGone} from './offlineModeChoice';
import {appInstalledSlot} from './appInstalledSlot';

type Strategy = 'appInstalled' | 'queryString' | 'standalone' | 'mobile' | 'saveData' | 'always';

// Set by the PWA plugin through webpack's EnvironmentPlugin.
const workerPath = process.env.PWA_SERVICE_WORKER_URL as string;
const strategies = process.env.PWA_OFFLINE_MODE_ACTIVATION_STRATEGIES as unknown as Strategy[];
const debug = process.env.PWA_DEBUG as unknown as boolean;

const MAX_MOBILE_WIDTH = 996;

function log(message: string, detail?: unknown): void {
  if (debug) console.log(`[pwa] ${message}`, detail ?? '');
}

async function hasInstalledRelatedApp(): Promise<boolean> {
  const nav = navigator as Navigator & {getInstalledRelatedApps?: () => Promise<{platform: string}[]>};
  if (!nav.getInstalledRelatedApps) return false;
  return (await nav.getInstalledRelatedApps()).some((app) => app.platform === 'webapp');
}

const strategyIsActive: Record<Strategy, () => boolean | Promise<boolean>> = {
  always: () => true,
  mobile: () => window.innerWidth <= MAX_MOBILE_WIDTH,
  saveData: () => Boolean((navigator as Navigator & {connection?: {saveData?: boolean}}).connection?.saveData),
  appInstalled: () => appInstalledSlot.get() === 'true' || hasInstalledRelatedApp(),
  standalone: () => window.matchMedia('(display-mode: standalone)').matches,
  queryString: () => new URLSearchParams(window.location.search).get('offlineMode') === 'true',
};

async function anyStrategyIsActive(): Promise<boolean> {
  const results = await Promise.all(strategies.map((name) => Promise.resolve(strategyIsActive[name]())));
  return results.some(Boolean);
}

async function newestWorkerScriptUrl(): Promise<string | undefined> {
  const registration = await navigator.serviceWorker.getRegistration();
  return (registration?.installing ?? registration?.waiting ?? registration?.active)?.scriptURL;
}

async function register(): Promise<void> {
  const [{Workbox}, strategyActive, existingScript] = await Promise.all([
    import('workbox-window'),
    anyStrategyIsActive(),
    newestWorkerScriptUrl(),
  ]);
  const offlineMode = offlineModeChoice({
    strategyActive,
    queryValue: new URLSearchParams(window.location.search).get('offlineMode'),
    existingWorkerOffline: offlineModeOfWorker(existingScript),
  });
  const url = `${workerPath}?params=${encodeURIComponent(JSON.stringify({offlineMode, debug}))}`;
  log('registering', url);
  const workbox = new Workbox(url);
  const activateWaitingWorker = () => workbox.messageSW({type: 'SKIP_WAITING'});
  const onWaiting = async () => {
    // Nothing is served from the cache without offline mode: switch at once.
    if (!offlineMode) {
      await activateWaitingWorker();
      return;
    }
    const {renderReloadPopup} = await import('@docusaurus/plugin-pwa/lib/renderReloadPopup.js');
    await renderReloadPopup({
      onReload() {
        workbox.addEventListener('controlling', () => window.location.reload());
        void activateWaitingWorker();
      },
    });
  };
  workbox.addEventListener('waiting', () => void onWaiting());
  const registration = await workbox.register();
  // A worker left waiting by an earlier visit whose reader never pressed "Refresh".
  if (registration?.waiting) await onWaiting();
}

/** Drops every registration and cache of the site when its worker script is gone. */
async function retireWorkerIfScriptGone(servedByWorker: boolean): Promise<void> {
  if (!navigator.onLine) return;
  const registrations = await navigator.serviceWorker.getRegistrations();
  if (registrations.length === 0) return;
  let status: number;
  try {
    // HEAD: a status is all that is needed, not the 240 KB script.
    status = (await fetch(workerPath, {method: 'HEAD', cache: 'no-store'})).status;
  } catch {
    return; // No answer is not an answer: keep the worker.
  }
  if (!workerScriptIsGone(status)) return;
  log(`${workerPath} answered ${status}: unregistering the worker and clearing its caches`);
  await Promise.all(registrations.map((registration) => registration.unregister()));
  if ('caches' in window) await Promise.all((await caches.keys()).map((name) => caches.delete(name)));
  if (servedByWorker) window.location.reload();
}

/**
 * Registers the worker (failures logged as "registerSW failed"), then retires
 * it if its script is gone. A failure while offline is thrown instead: the
 * caller registers again once the reader is back online.
 */
export async function registerWorker(servedByWorker: boolean): Promise<void> {
  try {
    await register();
  } catch (error: unknown) {
    if (!navigator.onLine) throw error;
    console.error('registerSW failed', error);
  }
  await retireWorkerIfScriptGone(servedByWorker).catch((error: unknown) => log('retire check', error));
}
