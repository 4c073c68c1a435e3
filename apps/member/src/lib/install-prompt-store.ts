import { create } from 'zustand';

/** Chromium's install offer (not in the DOM typings: only Chromium browsers send it). */
export interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

interface InstallPromptState {
  /** The browser's offer to install the site, while it stands. */
  offer: InstallPromptEvent | null;
  /** Whether the site was installed during this visit. */
  installed: boolean;
  /** Shows the browser's install dialog; the offer is spent either way. */
  install(): Promise<void>;
}

export const useInstallPrompt = create<InstallPromptState>((set, get) => ({
  offer: null,
  installed: false,
  install: async () => {
    const offer = get().offer;
    if (!offer) return;
    set({ offer: null });
    await offer.prompt();
    const choice = await offer.userChoice;
    if (choice.outcome === 'accepted') set({ installed: true });
  },
}));

/**
 * Keeps the browser's install offer from start-up on: it comes once, early, long before anyone opens
 * the download page. The browser's own install hint is left alone (no preventDefault).
 */
export function listenForInstallOffer(target: Window = window): void {
  target.addEventListener('beforeinstallprompt', (event) => {
    useInstallPrompt.setState({ offer: event as InstallPromptEvent });
  });
  target.addEventListener('appinstalled', () => useInstallPrompt.setState({ offer: null, installed: true }));
}
