import { render } from '@testing-library/react';
import { App } from '../App.tsx';
import { useConsoleSession } from '../lib/session-store.ts';
import type { financeSelf, ownerSelf } from './fake-operator-api.ts';
import { sessionOf } from './fake-operator-api.ts';

/** The console at this address, signed in as this operator (or signed out). */
export function renderConsole(path: string, operator: typeof ownerSelf | typeof financeSelf | null) {
  useConsoleSession.getState().signOut();
  if (operator) {
    const { recoveryCodes: _none, ...session } = sessionOf(operator);
    useConsoleSession.getState().signIn(session);
  }
  window.history.pushState({}, '', path);
  return render(<App />);
}
