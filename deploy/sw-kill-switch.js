// Emergency replacement for the site's service worker (see the README's
// hosting section). Deployed as /sw.js, it is what browsers find on their next
// update check: it takes over at once, deletes every cache the old worker
// filled, unregisters itself and reloads the open tabs, which then load the
// site from the network with no worker at all.
self.addEventListener('install', () => {
  self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(names.map((name) => caches.delete(name)));
      await self.registration.unregister();
      const tabs = await self.clients.matchAll({type: 'window'});
      await Promise.all(tabs.map((tab) => tab.navigate(tab.url)));
    })(),
  );
});
