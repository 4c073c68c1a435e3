import { lazyComponent, pageRoute, session } from '@lotus/app-shell';
import type { PreloadHandle } from '@lotus/app-shell';
import { Suspense } from 'react';
import { Navigate } from '@lotus/app-shell/routing';
import type { RouteObject } from '@lotus/app-shell/routing';
import { PublicLayout } from './shell/PublicLayout.tsx';

// The signed-in agent's frame (navigation, account, sign-out) is no part of the login page's first
// load: it loads for an agent with a session, before the first render when that is the first page.
const AgentLayout = lazyComponent(() =>
  import('./shell/AgentLayout.tsx').then((module) => module.AgentLayout),
);

const LoginPage = lazyComponent(() =>
  import('./features/auth/LoginPage.tsx').then((module) => module.LoginPage),
);
const OverviewPage = lazyComponent(() =>
  import('./features/overview/OverviewPage.tsx').then((module) => module.OverviewPage),
);
const TeamPage = lazyComponent(() =>
  import('./features/team/TeamPage.tsx').then((module) => module.TeamPage),
);
const OpenAccountPage = lazyComponent(() =>
  import('./features/open-account/OpenAccountPage.tsx').then((module) => module.OpenAccountPage),
);
const LinksPage = lazyComponent(() =>
  import('./features/links/LinksPage.tsx').then((module) => module.LinksPage),
);
const ContractsPage = lazyComponent(() =>
  import('./features/contracts/ContractsPage.tsx').then((module) => module.ContractsPage),
);
const IncomePage = lazyComponent(() =>
  import('./features/income/IncomePage.tsx').then((module) => module.IncomePage),
);
const TransfersPage = lazyComponent(() =>
  import('./features/transfers/TransfersPage.tsx').then((module) => module.TransfersPage),
);
const TeamBetsPage = lazyComponent(() =>
  import('./features/reports/TeamBetsPage.tsx').then((module) => module.TeamBetsPage),
);
const TeamTransactionsPage = lazyComponent(() =>
  import('./features/reports/TeamTransactionsPage.tsx').then((module) => module.TeamTransactionsPage),
);
const ProfitLossPage = lazyComponent(() =>
  import('./features/reports/ProfitLossPage.tsx').then((module) => module.ProfitLossPage),
);
const SecurityPage = lazyComponent(() =>
  import('./features/security/SecurityPage.tsx').then((module) => module.SecurityPage),
);
const NotFoundPage = lazyComponent(() =>
  import('./shell/NotFoundPage.tsx').then((module) => module.NotFoundPage),
);

/** Agent pages need a session; without a token every page sends the agent to the login page. */
function SignedInLayout() {
  if (!session.token()) return <Navigate to="/login" replace />;
  // Only right after signing in can the frame still be on its way (a first page preloads it).
  return (
    <Suspense fallback={null}>
      <AgentLayout />
    </Suspense>
  );
}

const signedInFrame: PreloadHandle = {
  preload: () => (session.token() ? AgentLayout.preload() : Promise.resolve()),
};

/** The agent site's route table; `main.tsx` preloads the first page's chunk before mounting. */
export const agentRoutes: RouteObject[] = [
  {
    element: <PublicLayout />,
    children: [{ path: '/login', ...pageRoute(LoginPage) }],
  },
  {
    path: '/',
    element: <SignedInLayout />,
    handle: signedInFrame,
    children: [
      { index: true, ...pageRoute(OverviewPage) },
      { path: 'team', ...pageRoute(TeamPage) },
      { path: 'open-account', ...pageRoute(OpenAccountPage) },
      { path: 'links', ...pageRoute(LinksPage) },
      { path: 'contracts', ...pageRoute(ContractsPage) },
      { path: 'income', ...pageRoute(IncomePage) },
      { path: 'transfers', ...pageRoute(TransfersPage) },
      { path: 'team-bets', ...pageRoute(TeamBetsPage) },
      { path: 'team-transactions', ...pageRoute(TeamTransactionsPage) },
      { path: 'profit-loss', ...pageRoute(ProfitLossPage) },
      { path: 'security', ...pageRoute(SecurityPage) },
      { path: '*', ...pageRoute(NotFoundPage) },
    ],
  },
];
