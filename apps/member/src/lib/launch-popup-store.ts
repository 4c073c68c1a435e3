import { create } from 'zustand';
import type { CatalogGame } from '@lotus/contract/games-catalog';

/** A VASSALAGE game's collection, as the launch answered it. */
export interface VassalageList {
  name: string;
  vassalage: string;
  games: readonly CatalogGame[];
}

interface LaunchPopupState {
  list: VassalageList | null;
  show(list: VassalageList): void;
  hide(): void;
}

/** The popup game list of a VASSALAGE game: opened by the launch flow, shown by `VassalagePopup`. */
export const useLaunchPopup = create<LaunchPopupState>((set) => ({
  list: null,
  show: (list) => set({ list }),
  hide: () => set({ list: null }),
}));
