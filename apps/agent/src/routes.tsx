import { lazyComponent, pageRoute, session } from '@lotus/app-shell';
import { Navigate } from 'react-router';
import type { RouteObject } from 'react-router';
import { AgentLayout } from './shell/AgentLayout.tsx';
import { PublicLayout } from './shell/PublicLayout.tsx';

const LoginPage = lazyComponent(() =>
  import('./features/auth/LoginPage.tsx').then((module) => module.LoginPage),
);
const OverviewPage = lazyComponent(() =>
  import('./features/overview/OverviewPage.tsx').then((module) => module.OverviewPage),
);
const SecurityPage = lazyComponent(() =>
  import('./features/security/SecurityPage.tsx').then((module) => module.SecurityPage),
);
const NotFoundPage = lazyComponent(() =>
  import('./shell/NotFoundPage.tsx').then((module) => module.NotFoundPage),
);

/** Agent pages need a session; without a token every page sends the agent to the login page. */
function SignedInLayout() {
  return session.token() ? <AgentLayout /> : <Navigate to="/login" replace />;
}

/** The agent site's route table; `main.tsx` preloads the first page's chunk before mounting. */
export const agentRoutes: RouteObject[] = [
  {
    element: <PublicLayout />,
    children: [{ path: '/login', ...pageRoute(LoginPage) }],
  },
  {
    path: '/',
    element: <SignedInLayout />,
    children: [
      { index: true, ...pageRoute(OverviewPage) },
      { path: 'security', ...pageRoute(SecurityPage) },
      { path: '*', ...pageRoute(NotFoundPage) },
    ],
  },
];
