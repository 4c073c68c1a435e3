import { create } from 'zustand';
import { session } from './session.ts';
import { sessionStore } from './storage.ts';

const mustChangeKey = 'lotus.mustChangePassword';

interface SessionState {
  token: string | null;
  isAgent: string | null;
  /** The login said firstTimeLogin or passwordExpired: nothing else until the password is changed. */
  mustChangePassword: boolean;
  signIn(token: string, isAgent: string, mustChangePassword?: boolean): void;
  passwordChanged(): void;
  signOut(): void;
}

/** The signed-in state screens react to; the token itself lives in session storage (spec). */
export const useSessionStore = create<SessionState>((set) => ({
  token: session.token(),
  isAgent: session.isAgent(),
  mustChangePassword: sessionStore.get(mustChangeKey) === '1',
  signIn(token, isAgent, mustChangePassword = false) {
    session.save(token, isAgent);
    if (mustChangePassword) sessionStore.set(mustChangeKey, '1');
    else sessionStore.remove(mustChangeKey);
    set({ token, isAgent, mustChangePassword });
  },
  passwordChanged() {
    sessionStore.remove(mustChangeKey);
    set({ mustChangePassword: false });
  },
  signOut() {
    session.clear();
    sessionStore.remove(mustChangeKey);
    set({ token: null, isAgent: null, mustChangePassword: false });
  },
}));
