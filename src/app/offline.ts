/**
 * Offline study: the built site registers a service worker (src/offline/sw.js,
 * written into dist/ by vite.config.ts) that keeps the site and its models, so
 * after one visit the lab opens and scores with the network off. Not in
 * development, where files change under it.
 */
export function registerOffline(): void {
  // import.meta.hot exists only under the dev server (env.PROD depends on NODE_ENV, which a test runner sets).
  if (import.meta.hot || !('serviceWorker' in navigator)) return;
  // After the page's own work has started, so the copy does not compete with the first model load.
  const register = () => navigator.serviceWorker.register(`${import.meta.env.BASE_URL}sw.js`).catch(() => undefined);
  if (document.readyState === 'complete') register();
  else addEventListener('load', register, { once: true });
}
