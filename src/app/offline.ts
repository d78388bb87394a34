/**
 * Offline study: the built site registers a service worker (src/offline/sw.js,
 * written into dist/ by vite.config.ts) that keeps the site and its models, so
 * after one visit the lab opens and scores with the network off. Not in
 * development, where files change under it. `offline` tells the page where the
 * copy stands, for the header to say "available offline" and which version.
 */
export type OfflineStatus = { state: 'none' } | { state: 'copying' } | { state: 'ready'; version: string };

class Offline extends EventTarget {
  status: OfflineStatus = { state: 'none' };

  set(status: OfflineStatus): void {
    this.status = status;
    this.dispatchEvent(new Event('change'));
  }
}
export const offline = new Offline();

/** Asks the active worker which copy it serves, and whether that copy is complete. */
async function ask(worker: ServiceWorker): Promise<void> {
  const channel = new MessageChannel();
  const answer = new Promise<{ version: string; ready: boolean }>((ok) => (channel.port1.onmessage = (e) => ok(e.data)));
  worker.postMessage({ type: 'offline-status' }, [channel.port2]);
  const { version, ready } = await answer;
  offline.set(ready ? { state: 'ready', version } : { state: 'copying' });
}

export function registerOffline(): void {
  // import.meta.hot exists only under the dev server (env.PROD depends on NODE_ENV, which a test runner sets).
  if (import.meta.hot || !('serviceWorker' in navigator)) return;
  const watch = async () => {
    const registration = await navigator.serviceWorker.register(`${import.meta.env.BASE_URL}sw.js`);
    const check = () => (registration.active ? ask(registration.active) : Promise.resolve());
    /** A new copy being made: "copying" until its worker is active, then its version. */
    const follow = (worker: ServiceWorker) => {
      offline.set({ state: 'copying' });
      const settle = () => {
        if (worker.state === 'activated') void check();
        if (worker.state === 'redundant' && !registration.active) offline.set({ state: 'none' });
      };
      worker.addEventListener('statechange', settle);
      settle();
    };
    registration.addEventListener('updatefound', () => registration.installing && follow(registration.installing));
    // The navigation itself may have found the update before this page listened for it.
    const pending = registration.installing ?? registration.waiting;
    if (pending) follow(pending);
    else await check();
  };
  // After the page's own work has started, so the copy does not compete with the first model load.
  const register = () => void watch().catch(() => offline.set({ state: 'none' }));
  if (document.readyState === 'complete') register();
  else addEventListener('load', register, { once: true });
}
