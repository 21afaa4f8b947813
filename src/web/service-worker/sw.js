/* global self, caches */
// The service worker of the web app. Its version changes with every build (vite.config.ts), which
// is what the page's update check (every 5 minutes) detects. Only hashed, immutable files under
// /assets/ are cached; pages and /api are always fetched from the network.
const VERSION = '__BUILD_VERSION__';
const CACHE = `assets-${VERSION}`;

self.addEventListener('install', () => {
  // Wait: the page asks the user first ("New version available! Refresh to update?").
});

self.addEventListener('message', (event) => {
  if (event.data && event.data.type === 'SKIP_WAITING') self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((k) => k !== CACHE).map((k) => caches.delete(k))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('fetch', (event) => {
  const url = new URL(event.request.url);
  if (event.request.method !== 'GET' || url.origin !== self.location.origin || !url.pathname.startsWith('/assets/')) return;
  event.respondWith(
    caches.open(CACHE).then((cache) =>
      cache.match(event.request).then(
        (hit) =>
          hit ||
          fetch(event.request).then((response) => {
            if (response.ok) cache.put(event.request, response.clone());
            return response;
          }),
      ),
    ),
  );
});
