import { create } from 'zustand';

interface InfoPopupState {
  open: boolean;
  show(): void;
  hide(): void;
}

/** The spec's info popup: shown instead of a protected action to accounts whose isAgent is '4'. */
export const useInfoPopup = create<InfoPopupState>((set) => ({
  open: false,
  show: () => set({ open: true }),
  hide: () => set({ open: false }),
}));
