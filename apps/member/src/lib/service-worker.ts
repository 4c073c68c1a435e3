/**
 * Registers the member site's service worker (`/sw.js`, written at build time by
 * `apps/member/pwa/`): it precaches the app shell and shows the offline page when a page cannot be
 * reached. Production builds only: a development server's modules must never be cached.
 */
export function registerServiceWorker(
  options: { production: boolean } = { production: import.meta.env.PROD },
): void {
  if (!options.production || !('serviceWorker' in navigator)) return;
  const register = () => {
    // A browser that refuses (private mode, blocked storage) simply runs the site without it.
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => undefined);
  };
  // After the page has loaded, so the worker's precache never competes with the first paint.
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
