import { sessionStore } from '@lotus/app-shell';
import type { OperatorPermission } from '@lotus/contract/operator-permissions';
import { create } from 'zustand';
import type { OperatorSelf } from './console-api.ts';

const storageKey = 'lotus.console.session';

/** The operator's session: the token the console sends as Bearer, and who it belongs to. */
export interface OperatorSession {
  token: string;
  expiresAt: string;
  operator: OperatorSelf;
}

function isSession(value: unknown): value is OperatorSession {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Partial<OperatorSession>;
  return (
    typeof candidate.token === 'string' &&
    typeof candidate.expiresAt === 'string' &&
    typeof candidate.operator === 'object' &&
    candidate.operator !== null &&
    Array.isArray(candidate.operator.permissions)
  );
}

/** The session kept in session storage: gone when the tab closes, kept across a reload. */
function storedSession(): OperatorSession | null {
  const text = sessionStore.get(storageKey);
  if (text === null) return null;
  try {
    const parsed: unknown = JSON.parse(text);
    return isSession(parsed) && Date.parse(parsed.expiresAt) > Date.now() ? parsed : null;
  } catch {
    return null;
  }
}

interface ConsoleSessionState {
  session: OperatorSession | null;
  /** Set when the server ended the session (expired, revoked, disabled) rather than the operator. */
  ended: boolean;
  signIn(session: OperatorSession): void;
  /** The server's fresh view of who is signed in (a role changed meanwhile). */
  refresh(operator: OperatorSelf): void;
  signOut(): void;
  /** The server refused the token: the console returns to the sign-in page and says why. */
  expire(): void;
}

/** Who is signed in to the console; the one zustand store of the app. */
export const useConsoleSession = create<ConsoleSessionState>((set, get) => ({
  session: storedSession(),
  ended: false,
  signIn(session) {
    sessionStore.set(storageKey, JSON.stringify(session));
    set({ session, ended: false });
  },
  refresh(operator) {
    const current = get().session;
    if (current === null) return;
    const session = { ...current, operator };
    sessionStore.set(storageKey, JSON.stringify(session));
    set({ session });
  },
  signOut() {
    sessionStore.remove(storageKey);
    set({ session: null, ended: false });
  },
  expire() {
    if (get().session === null) return;
    sessionStore.remove(storageKey);
    set({ session: null, ended: true });
  },
}));

/** The token for the API client (read outside React). */
export const operatorToken = (): string | null => useConsoleSession.getState().session?.token ?? null;

/** Whether the signed-in operator's role holds this permission. */
export function holds(session: OperatorSession | null, permission: OperatorPermission): boolean {
  return session?.operator.permissions.includes(permission) ?? false;
}
