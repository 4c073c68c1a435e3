import { createBrowserRouter, redirect } from 'react-router';
import { session } from '@lotus/app-shell';
import { AgentLayout } from './shell/AgentLayout.tsx';
import { PublicLayout } from './shell/PublicLayout.tsx';
import { RouteError } from '@lotus/app-shell';

/** Agent pages need a session; without a token every page sends the agent to the login page. */
const requireSession = () => (session.token() ? null : redirect('/login'));

export const router = createBrowserRouter([
  {
    Component: PublicLayout,
    ErrorBoundary: RouteError,
    children: [
      {
        path: '/login',
        lazy: async () => ({ Component: (await import('./features/auth/LoginPage.tsx')).LoginPage }),
      },
    ],
  },
  {
    path: '/',
    Component: AgentLayout,
    ErrorBoundary: RouteError,
    loader: requireSession,
    children: [
      {
        index: true,
        lazy: async () => ({
          Component: (await import('./features/overview/OverviewPage.tsx')).OverviewPage,
        }),
      },
      {
        path: 'security',
        lazy: async () => ({
          Component: (await import('./features/security/SecurityPage.tsx')).SecurityPage,
        }),
      },
      {
        path: '*',
        lazy: async () => ({ Component: (await import('./shell/NotFoundPage.tsx')).NotFoundPage }),
      },
    ],
  },
]);
