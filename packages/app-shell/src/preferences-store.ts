import type { ThemeName } from '@lotus/ui';
import { create } from 'zustand';
import { localStore } from './storage.ts';

const themeKey = 'lotus.theme';

function storedTheme(): ThemeName {
  return localStore.get(themeKey) === 'light' ? 'light' : 'dark';
}

interface PreferencesState {
  theme: ThemeName;
  setTheme(theme: ThemeName): void;
  toggleTheme(): void;
}

/** Client preferences that outlive the session: the theme (dark by default, spec section 9). */
export const usePreferences = create<PreferencesState>((set, get) => ({
  theme: storedTheme(),
  setTheme(theme) {
    localStore.set(themeKey, theme);
    set({ theme });
  },
  toggleTheme() {
    get().setTheme(get().theme === 'dark' ? 'light' : 'dark');
  },
}));
