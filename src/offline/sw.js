/*
 * The lab's service worker, for study without a network: on install it keeps
 * a copy of the site, onnxruntime's files and the models (the browser's fp16
 * files; fp32, used on WebGPU, is kept the first time it is fetched); then the
 * site's own files are answered from that copy first.
 *
 * vite.config.ts writes this file into the build with the lists filled in: each
 * file with the hash of its content, and VERSION, the hash of the lists. So two
 * builds of the same sources have one version; a new version re-fetches only
 * the files whose content changed (bypassing the HTTP cache: a model file's URL
 * carries no hash) and takes every other file over from the copy it replaces.
 *
 * Kept on purpose as our own ~100 lines rather than Workbox (vite-plugin-pwa):
 * Workbox gives the same revisioned precache, but through workbox-build and its
 * bundler chain; this site has one page and a fixed file list.
 */
const VERSION = '__VERSION__';
/** [path, content hash] of the files installed up front, and of those kept when first fetched. */
const PRECACHE = __PRECACHE__;
const LAZY = __LAZY__;
const PREFIX = 'toolformer-lab-';
const CACHE = PREFIX + VERSION;
const scope = new URL(self.registration.scope);
/** Where a copy keeps its own list, so the next version knows which files it can take over. */
const MANIFEST = new URL('__offline-manifest__', scope).href;
const KNOWN = new Map([...PRECACHE, ...LAZY].map(([path, hash]) => [new URL(path, scope).href, hash]));

self.addEventListener('install', (event) => {
  event.waitUntil(install().then(() => self.skipWaiting()));
});

async function install() {
  const cache = await caches.open(CACHE);
  const previous = await previousCopy();
  await Promise.all(
    PRECACHE.map(async ([path, hash]) => {
      const url = new URL(path, scope).href;
      const kept = previous && previous.hashes[url] === hash ? await previous.cache.match(url) : undefined;
      if (kept) return cache.put(url, kept);
      const response = await fetch(url, { cache: 'reload' });
      if (!response.ok) throw new Error(`offline copy: ${path} answered ${response.status}`);
      return cache.put(url, response);
    }),
  );
  // Written last: a copy with its manifest is complete.
  await cache.put(MANIFEST, new Response(JSON.stringify({ version: VERSION, hashes: Object.fromEntries(KNOWN) })));
}

/** The newest complete copy of an earlier version, with the hashes of its files. */
async function previousCopy() {
  for (const name of (await caches.keys()).filter((n) => n.startsWith(PREFIX) && n !== CACHE).reverse()) {
    const cache = await caches.open(name);
    const manifest = await cache.match(MANIFEST);
    if (manifest) return { cache, hashes: (await manifest.json()).hashes };
  }
  return null;
}

// No clients.claim(): a first visit stays on the network; the copy serves from the next page load on.
self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(names.filter((n) => n.startsWith(PREFIX) && n !== CACHE).map((n) => caches.delete(n)))),
  );
});

// The page asks which copy it is served from ("available offline", and its version).
self.addEventListener('message', (event) => {
  if (event.data?.type === 'offline-status') {
    event.waitUntil(
      caches
        .open(CACHE)
        .then((cache) => cache.match(MANIFEST))
        .then((manifest) => event.ports[0]?.postMessage({ version: VERSION, ready: manifest !== undefined })),
    );
  }
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== scope.origin || !url.pathname.startsWith(scope.pathname)) return;
  // Any page of the lab is the one index.html (its query string is the lab's state);
  // besides it, only the site's own files are kept: any other path goes to the network.
  const key = request.mode === 'navigate' ? scope.href : url.origin + url.pathname;
  if (!KNOWN.has(key)) return;
  event.respondWith(
    (async () => {
      const cache = await caches.open(CACHE);
      const hit = await cache.match(key);
      if (hit) return hit;
      const response = await fetch(key === scope.href ? request : new Request(key, { cache: 'reload' }));
      if (response.ok && response.type === 'basic' && !request.headers.has('range')) await cache.put(key, response.clone());
      return response;
    })(),
  );
});
