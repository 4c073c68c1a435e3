import type { OperatorPermission } from '@lotus/contract/operator-permissions';
import { RouteError } from '@lotus/app-shell';
import type { RouteObject } from 'react-router';
import { redirect } from 'react-router';
import { holds, useConsoleSession } from './lib/session-store.ts';
import { ConsoleLayout } from './shell/ConsoleLayout.tsx';
import { HomeRedirect } from './shell/HomeRedirect.tsx';
import { PublicLayout } from './shell/PublicLayout.tsx';

const currentSession = () => useConsoleSession.getState().session;

/** Console pages need a session; without one every page sends the operator to the sign-in page. */
const requireSession = () => (currentSession() ? null : redirect('/sign-in'));

/** A section the role does not hold sends the operator to the first one it does (the server refuses anyway). */
const requirePermission = (permission: OperatorPermission) => () =>
  holds(currentSession(), permission) ? null : redirect('/');

/** The console's route table; App builds its router from it. */
export const routes: RouteObject[] = [
  {
    Component: PublicLayout,
    ErrorBoundary: RouteError,
    children: [
      {
        path: '/sign-in',
        loader: () => (currentSession() ? redirect('/') : null),
        lazy: async () => ({ Component: (await import('./features/auth/SignInPage.tsx')).SignInPage }),
      },
    ],
  },
  {
    path: '/',
    Component: ConsoleLayout,
    ErrorBoundary: RouteError,
    loader: requireSession,
    children: [
      { index: true, Component: HomeRedirect },
      {
        path: 'withdrawals',
        loader: requirePermission('cashier.withdrawals'),
        lazy: async () => ({
          Component: (await import('./features/withdrawals/WithdrawalsPage.tsx')).WithdrawalsPage,
        }),
      },
      {
        path: 'approvals',
        loader: requirePermission('wallet.approve'),
        lazy: async () => ({
          Component: (await import('./features/approvals/ApprovalsPage.tsx')).ApprovalsPage,
        }),
      },
      {
        path: 'operators',
        loader: requirePermission('operators.manage'),
        lazy: async () => ({
          Component: (await import('./features/operators/OperatorsPage.tsx')).OperatorsPage,
        }),
      },
      {
        path: 'audit',
        loader: requirePermission('audit.read'),
        lazy: async () => ({ Component: (await import('./features/audit/AuditPage.tsx')).AuditPage }),
      },
      {
        path: 'account',
        lazy: async () => ({ Component: (await import('./features/account/AccountPage.tsx')).AccountPage }),
      },
      {
        path: '*',
        lazy: async () => ({ Component: (await import('./shell/NotFoundPage.tsx')).NotFoundPage }),
      },
    ],
  },
];
