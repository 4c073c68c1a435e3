// The member site's service worker, hand-written. The build (pwa-plugin.ts) puts two constants in
// front of this file: CACHE_VERSION (changes with every build whose shell changes) and
// PRECACHE_URLS (the app shell: the entry's scripts and styles, the manifest, the icons, the
// offline page).
//
// What it does, and why:
// - The API and the server's own pages (/wps, /lgw, /lotto, /admin, ...) are never touched: they
//   go to the network as if there were no worker, and nothing of them is ever cached.
// - A page (navigation) always comes from the network, so the site is never stale; only when the
//   network fails does the offline page answer.
// - The shell and the hashed build files (/assets/...) come from the cache once stored: their
//   names change with their content, so a stored file is never out of date.
/* global CACHE_VERSION, PRECACHE_URLS */

const CACHE_PREFIX = 'lotus-shell-';
const CACHE_NAME = CACHE_PREFIX + CACHE_VERSION;
const OFFLINE_URL = '/offline.html';
const NETWORK_ONLY_PREFIXES = [
  '/wps',
  '/lgw',
  '/lotto',
  '/admin',
  '/docs',
  '/health',
  '/media',
  '/dev-oauth',
  '/dev-gateway',
  '/vendor-sim',
];

function isNetworkOnly(pathname) {
  return NETWORK_ONLY_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(prefix + '/'));
}

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE_NAME)
      .then((cache) => cache.addAll(PRECACHE_URLS))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names
            .filter((name) => name.startsWith(CACHE_PREFIX) && name !== CACHE_NAME)
            .map((name) => caches.delete(name)),
        ),
      )
      .then(() => self.clients.claim()),
  );
});

async function offlinePage() {
  const cached = await caches.match(OFFLINE_URL);
  return cached || Response.error();
}

async function cacheFirst(request, pathname) {
  const cached = await caches.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  // Only hashed build files are kept as they are fetched: a file under /assets/ never changes.
  if (response.ok && pathname.startsWith('/assets/')) {
    const cache = await caches.open(CACHE_NAME);
    await cache.put(request, response.clone());
  }
  return response;
}

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || isNetworkOnly(url.pathname)) return;
  if (request.mode === 'navigate') {
    event.respondWith(fetch(request).catch(() => offlinePage()));
    return;
  }
  if (url.pathname.startsWith('/assets/') || PRECACHE_URLS.includes(url.pathname)) {
    event.respondWith(cacheFirst(request, url.pathname));
  }
});
