import { listenForInstallOffer } from './install-prompt-store.ts';
import { registerServiceWorker } from './service-worker.ts';

/** The installable site: keep the browser's install offer, and (production builds) run the service worker. */
export function startProgressiveWebApp(): void {
  listenForInstallOffer();
  registerServiceWorker();
}
