import { sessionStore } from './storage.ts';

const tokenKey = 'lotus.token';
const isAgentKey = 'lotus.isAgent';

/** The session lives in session storage (spec): a token and the isAgent flag, gone when the tab closes. */
export const session = {
  token: (): string | null => sessionStore.get(tokenKey),
  isAgent: (): string | null => sessionStore.get(isAgentKey),
  save(token: string, isAgent: string): void {
    sessionStore.set(tokenKey, token);
    sessionStore.set(isAgentKey, isAgent);
  },
  clear(): void {
    sessionStore.remove(tokenKey);
    sessionStore.remove(isAgentKey);
  },
};
