import { Navigate } from '@lotus/app-shell/routing';
import { holds, useConsoleSession } from '../lib/session-store.ts';
import { consoleSections } from './sections.ts';

/** The console's front page is the first section the operator's role holds (every role holds its account). */
export function HomeRedirect() {
  const session = useConsoleSession((state) => state.session);
  const first = consoleSections.find((section) => holds(session, section.permission));
  return <Navigate to={first?.path ?? '/account'} replace />;
}
