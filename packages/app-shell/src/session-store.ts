import { create } from 'zustand';
import { session } from './session.ts';

interface SessionState {
  token: string | null;
  isAgent: string | null;
  signIn(token: string, isAgent: string): void;
  signOut(): void;
}

/** The signed-in state screens react to; the token itself lives in session storage (spec). */
export const useSessionStore = create<SessionState>((set) => ({
  token: session.token(),
  isAgent: session.isAgent(),
  signIn(token, isAgent) {
    session.save(token, isAgent);
    set({ token, isAgent });
  },
  signOut() {
    session.clear();
    set({ token: null, isAgent: null });
  },
}));
