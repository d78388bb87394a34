/*
 * The lab's service worker, for study without a network: on install it keeps
 * a copy of the site, onnxruntime's files and the models (the browser's fp16
 * files; fp32, used on WebGPU, is kept the first time it is fetched); then
 * every request of the site is answered from that copy first.
 *
 * vite.config.ts writes this file into the build with the two lists filled in:
 * VERSION changes whenever any file of the site changes, so a new build
 * installs a fresh copy and the old one is deleted.
 */
const VERSION = '__VERSION__';
const PRECACHE = __PRECACHE__;
const CACHE = `toolformer-lab-${VERSION}`;
const scope = new URL(self.registration.scope);

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll(PRECACHE.map((path) => new URL(path, scope).href)))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches.keys().then((names) => Promise.all(names.filter((n) => n.startsWith('toolformer-lab-') && n !== CACHE).map((n) => caches.delete(n)))),
  );
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== scope.origin || !url.pathname.startsWith(scope.pathname)) return;
  // Any page of the lab is the one index.html; its query string is the lab's state.
  const key = request.mode === 'navigate' ? scope.href : url.origin + url.pathname;
  event.respondWith(
    (async () => {
      const cache = await caches.open(CACHE);
      const hit = await cache.match(key);
      if (hit) return hit;
      const response = await fetch(request);
      if (response.ok && response.type === 'basic' && !request.headers.has('range')) await cache.put(key, response.clone());
      return response;
    })(),
  );
});
