import type { OperatorPermission } from '@lotus/contract/operator-permissions';
import { lazyComponent, Navigate, pageRoute } from '@lotus/app-shell/routing';
import type { LazyComponent, RouteObject } from '@lotus/app-shell/routing';
import type { ReactNode } from 'react';
import { holds, useConsoleSession } from './lib/session-store.ts';
import { ConsoleLayout } from './shell/ConsoleLayout.tsx';
import { HomeRedirect } from './shell/HomeRedirect.tsx';
import { PublicLayout } from './shell/PublicLayout.tsx';

const SignInPage = lazyComponent(() =>
  import('./features/auth/SignInPage.tsx').then((module) => module.SignInPage),
);
const WithdrawalsPage = lazyComponent(() =>
  import('./features/withdrawals/WithdrawalsPage.tsx').then((module) => module.WithdrawalsPage),
);
const ApprovalsPage = lazyComponent(() =>
  import('./features/approvals/ApprovalsPage.tsx').then((module) => module.ApprovalsPage),
);
const AgentApplicationsPage = lazyComponent(() =>
  import('./features/agents/AgentApplicationsPage.tsx').then((module) => module.AgentApplicationsPage),
);
const AgentToolsPage = lazyComponent(() =>
  import('./features/agents/AgentToolsPage.tsx').then((module) => module.AgentToolsPage),
);
const PointsExchangesPage = lazyComponent(() =>
  import('./features/points/PointsExchangesPage.tsx').then((module) => module.PointsExchangesPage),
);
const PointsMallPage = lazyComponent(() =>
  import('./features/points/PointsMallPage.tsx').then((module) => module.PointsMallPage),
);
const ApplicationsPage = lazyComponent(() =>
  import('./features/rewards/ApplicationsPage.tsx').then((module) => module.ApplicationsPage),
);
const PromotionsPage = lazyComponent(() =>
  import('./features/rewards/PromotionsPage.tsx').then((module) => module.PromotionsPage),
);
const CampaignsPage = lazyComponent(() =>
  import('./features/rewards/CampaignsPage.tsx').then((module) => module.CampaignsPage),
);
const VipLevelsPage = lazyComponent(() =>
  import('./features/rewards/VipLevelsPage.tsx').then((module) => module.VipLevelsPage),
);
const RebatePage = lazyComponent(() =>
  import('./features/rewards/RebatePage.tsx').then((module) => module.RebatePage),
);
const OperatorsPage = lazyComponent(() =>
  import('./features/operators/OperatorsPage.tsx').then((module) => module.OperatorsPage),
);
const AuditPage = lazyComponent(() =>
  import('./features/audit/AuditPage.tsx').then((module) => module.AuditPage),
);
const AccountPage = lazyComponent(() =>
  import('./features/account/AccountPage.tsx').then((module) => module.AccountPage),
);
const NotFoundPage = lazyComponent(() =>
  import('./shell/NotFoundPage.tsx').then((module) => module.NotFoundPage),
);

/** The sign-in page is for an operator without a session; one who has it goes to the console. */
function SignedOut(props: { children: ReactNode }) {
  const signedIn = useConsoleSession((state) => state.session !== null);
  return signedIn ? <Navigate to="/" replace /> : props.children;
}

/** A section the role does not hold sends the operator to the first one it does (the server refuses anyway). */
function Permitted(props: { permission: OperatorPermission; children: ReactNode }) {
  const permitted = useConsoleSession((state) => holds(state.session, props.permission));
  return permitted ? props.children : <Navigate to="/" replace />;
}

/** A section's route: its page behind its permission, loaded ahead like any page. */
function sectionRoute(
  path: string,
  permission: OperatorPermission,
  Page: LazyComponent<object>,
): RouteObject {
  return {
    path,
    element: (
      <Permitted permission={permission}>
        <Page />
      </Permitted>
    ),
    handle: { preload: Page.preload },
  };
}

/**
 * The console's route table. ConsoleLayout sends an operator without a session to the sign-in
 * page; each layout shows its page through PageBoundary (a page's error, its loading skeleton).
 */
export const routes: RouteObject[] = [
  {
    element: <PublicLayout />,
    children: [
      {
        path: '/sign-in',
        element: (
          <SignedOut>
            <SignInPage />
          </SignedOut>
        ),
        handle: { preload: SignInPage.preload },
      },
    ],
  },
  {
    path: '/',
    element: <ConsoleLayout />,
    children: [
      { index: true, element: <HomeRedirect /> },
      sectionRoute('withdrawals', 'cashier.withdrawals', WithdrawalsPage),
      sectionRoute('approvals', 'wallet.approve', ApprovalsPage),
      sectionRoute('points-exchanges', 'rewards.review', PointsExchangesPage),
      sectionRoute('promotion-applications', 'rewards.review', ApplicationsPage),
      sectionRoute('agents', 'members.read', AgentApplicationsPage),
      sectionRoute('agent-tools', 'members.manage', AgentToolsPage),
      sectionRoute('points-mall', 'rewards.manage', PointsMallPage),
      sectionRoute('promotions', 'rewards.manage', PromotionsPage),
      sectionRoute('campaigns', 'rewards.read', CampaignsPage),
      sectionRoute('vip-levels', 'rewards.manage', VipLevelsPage),
      sectionRoute('rebate', 'rewards.manage', RebatePage),
      sectionRoute('operators', 'operators.manage', OperatorsPage),
      sectionRoute('audit', 'audit.read', AuditPage),
      { path: 'account', ...pageRoute(AccountPage) },
      { path: '*', ...pageRoute(NotFoundPage) },
    ],
  },
];
