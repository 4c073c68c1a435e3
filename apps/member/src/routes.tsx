import { lazyComponent, LoadWhen, pageRoute, useSessionStore } from '@lotus/app-shell';
import type { RouteObject } from '@lotus/app-shell/routing';
import { CustomerServiceButton } from './features/help/index.ts';
import { InboxLink } from './features/inbox/index.ts';
import { SearchButton } from './features/search/index.ts';
import { useLoginModal } from './lib/login-modal-store.ts';
import { MemberLayout } from './shell/MemberLayout.tsx';

// The login dialog and the reality check load when first needed: a visitor's first page carries
// neither the login forms nor the reminder's code. The footer loads when the page's end nears.
const LoginModal = lazyComponent(() =>
  import('./features/auth/LoginModal.tsx').then((module) => module.LoginModal),
);
const SiteFooter = lazyComponent(() =>
  import('./features/site-pages/SiteFooter.tsx').then((module) => module.SiteFooter),
);
const RealityCheckReminder = lazyComponent(() =>
  import('./features/protection/RealityCheckReminder.tsx').then((module) => module.RealityCheckReminder),
);

/** The layout, with the features' pieces every page shows handed in (shell/ imports no feature). */
function Layout() {
  const loginWanted = useLoginModal((state) => state.showLoginWrap);
  const signedIn = useSessionStore((state) => state.token !== null);
  return (
    <MemberLayout
      customerService={<CustomerServiceButton />}
      footer={<SiteFooter />}
      inboxLink={<InboxLink />}
      search={<SearchButton />}
      loginModal={
        <LoadWhen when={loginWanted}>
          <LoginModal />
        </LoadWhen>
      }
      realityCheck={
        <LoadWhen when={signedIn}>
          <RealityCheckReminder />
        </LoadWhen>
      }
    />
  );
}

// Every page is loaded lazily, straight from its page file (not through its feature's index.ts,
// which would put the whole feature in the page's chunk).
const HomePage = lazyComponent(() =>
  import('./features/home/HomePage.tsx').then((module) => module.HomePage),
);
const RegisterPage = lazyComponent(() =>
  import('./features/auth/RegisterPage.tsx').then((module) => module.RegisterPage),
);
const ForgotPasswordPage = lazyComponent(() =>
  import('./features/auth/ForgotPasswordPage.tsx').then((module) => module.ForgotPasswordPage),
);
const ProfilePage = lazyComponent(() =>
  import('./features/account/ProfilePage.tsx').then((module) => module.ProfilePage),
);
const SecurityPage = lazyComponent(() =>
  import('./features/account/SecurityPage.tsx').then((module) => module.SecurityPage),
);
const WalletPage = lazyComponent(() =>
  import('./features/wallet/WalletPage.tsx').then((module) => module.WalletPage),
);
const AccountRecordPage = lazyComponent(() =>
  import('./features/wallet/AccountRecordPage.tsx').then((module) => module.AccountRecordPage),
);
const BonusDetailsPage = lazyComponent(() =>
  import('./features/wallet/BonusDetailsPage.tsx').then((module) => module.BonusDetailsPage),
);
const InboxPage = lazyComponent(() =>
  import('./features/inbox/InboxPage.tsx').then((module) => module.InboxPage),
);
const ChatPage = lazyComponent(() =>
  import('./features/chat/ChatPage.tsx').then((module) => module.ChatPage),
);
const FeedbackPage = lazyComponent(() =>
  import('./features/feedback/FeedbackPage.tsx').then((module) => module.FeedbackPage),
);
const AgentApplicationPage = lazyComponent(() =>
  import('./features/agent-application/AgentApplicationPage.tsx').then(
    (module) => module.AgentApplicationPage,
  ),
);
const ReferralPage = lazyComponent(() =>
  import('./features/referral/ReferralPage.tsx').then((module) => module.ReferralPage),
);
const VipPage = lazyComponent(() => import('./features/vip/VipPage.tsx').then((module) => module.VipPage));
const RebatePage = lazyComponent(() =>
  import('./features/rebate/RebatePage.tsx').then((module) => module.RebatePage),
);
const CampaignsRoute = lazyComponent(() =>
  import('./features/campaigns/CampaignsRoute.tsx').then((module) => module.CampaignsRoute),
);
const CampaignVerifyPage = lazyComponent(() =>
  import('./features/campaigns/CampaignVerifyPage.tsx').then((module) => module.CampaignVerifyPage),
);
// The mall, its records, the points detail and the rules: one entry (see PointsRoute).
const PointsRoute = lazyComponent(() =>
  import('./features/points/PointsRoute.tsx').then((module) => module.PointsRoute),
);
// The activity centre, a promotion's page and the reward centre: one entry (see PromotionsPages).
const PromotionsPages = lazyComponent(() =>
  import('./features/promotions/PromotionsPages.tsx').then((module) => module.PromotionsPages),
);
const GuidePage = lazyComponent(() =>
  import('./features/help/GuidePage.tsx').then((module) => module.GuidePage),
);
const DownloadPage = lazyComponent(() =>
  import('./features/download/DownloadPage.tsx').then((module) => module.DownloadPage),
);
const ResponsibleGamingPage = lazyComponent(() =>
  import('./features/protection/ResponsibleGamingPage.tsx').then((module) => module.ResponsibleGamingPage),
);
const DepositPage = lazyComponent(() =>
  import('./features/deposit/DepositPage.tsx').then((module) => module.DepositPage),
);
const WithdrawPage = lazyComponent(() =>
  import('./features/withdraw/WithdrawPage.tsx').then((module) => module.WithdrawPage),
);
const BankAccountsPage = lazyComponent(() =>
  import('./features/withdraw/BankAccountsPage.tsx').then((module) => module.BankAccountsPage),
);
const ConfirmWithdrawalPage = lazyComponent(() =>
  import('./features/withdraw/ConfirmWithdrawalPage.tsx').then((module) => module.ConfirmWithdrawalPage),
);
const BettingRecordPage = lazyComponent(() =>
  import('./features/bets/BettingRecordPage.tsx').then((module) => module.BettingRecordPage),
);
const ProfitLossPage = lazyComponent(() =>
  import('./features/bets/ProfitLossPage.tsx').then((module) => module.ProfitLossPage),
);
const LobbyPage = lazyComponent(() =>
  import('./features/lobby/LobbyPage.tsx').then((module) => module.LobbyPage),
);
const RngPage = lazyComponent(() => import('./features/lobby/RngPage.tsx').then((module) => module.RngPage));
const LotteryPage = lazyComponent(() =>
  import('./features/lottery/LotteryPage.tsx').then((module) => module.LotteryPage),
);
const VnLotteryPage = lazyComponent(() =>
  import('./features/lottery/LotteryPage.tsx').then((module) => module.VnLotteryPage),
);
const PlayPage = lazyComponent(() =>
  import('./features/launch/PlayPage.tsx').then((module) => module.PlayPage),
);
const GamePage = lazyComponent(() =>
  import('./features/games/GamePage.tsx').then((module) => module.GamePage),
);
const MinesPage = lazyComponent(() =>
  import('./features/originals/MinesPage.tsx').then((module) => module.MinesPage),
);
const TowerPage = lazyComponent(() =>
  import('./features/originals/TowerPage.tsx').then((module) => module.TowerPage),
);
const DicePage = lazyComponent(() =>
  import('./features/originals/DicePage.tsx').then((module) => module.DicePage),
);
const LimboPage = lazyComponent(() =>
  import('./features/originals/LimboPage.tsx').then((module) => module.LimboPage),
);
const PlinkoPage = lazyComponent(() =>
  import('./features/originals/PlinkoPage.tsx').then((module) => module.PlinkoPage),
);
const VerifyPage = lazyComponent(() =>
  import('./features/originals/VerifyPage.tsx').then((module) => module.VerifyPage),
);
const GameHistoryPage = lazyComponent(() =>
  import('./features/originals/GameHistoryPage.tsx').then((module) => module.GameHistoryPage),
);
const PappuPage = lazyComponent(() =>
  import('./features/crash/PappuPage.tsx').then((module) => module.PappuPage),
);
const WinnersPage = lazyComponent(() =>
  import('./features/winners/WinnersPage.tsx').then((module) => module.WinnersPage),
);
const LeaderboardPage = lazyComponent(() =>
  import('./features/winners/LeaderboardPage.tsx').then((module) => module.LeaderboardPage),
);
const NotFoundPage = lazyComponent(() =>
  import('./shell/NotFoundPage.tsx').then((module) => module.NotFoundPage),
);
const TermsPage = lazyComponent(() =>
  import('./features/site-pages/SitePages.tsx').then((module) => module.TermsPage),
);
const PrivacyPage = lazyComponent(() =>
  import('./features/site-pages/SitePages.tsx').then((module) => module.PrivacyPage),
);
const HelpPage = lazyComponent(() =>
  import('./features/help/HelpPage.tsx').then((module) => module.HelpPage),
);

/** The member site's route table; `main.tsx` preloads the first page's chunk before mounting. */
export const memberRoutes: RouteObject[] = [
  {
    path: '/',
    element: <Layout />,
    children: [
      { index: true, ...pageRoute(HomePage) },
      { path: 'register', ...pageRoute(RegisterPage) },
      { path: 'forgot-password', ...pageRoute(ForgotPasswordPage) },
      { path: 'account/profile', ...pageRoute(ProfilePage) },
      { path: 'account/security', ...pageRoute(SecurityPage) },
      { path: 'wallet', ...pageRoute(WalletPage) },
      { path: 'account-record', ...pageRoute(AccountRecordPage) },
      { path: 'bonus-details', ...pageRoute(BonusDetailsPage) },
      { path: 'inbox', ...pageRoute(InboxPage) },
      { path: 'chat', ...pageRoute(ChatPage) },
      { path: 'feedback', ...pageRoute(FeedbackPage) },
      { path: 'agent-application', ...pageRoute(AgentApplicationPage) },
      { path: 'points-mall', ...pageRoute(PointsRoute) },
      { path: 'points-mall/records', ...pageRoute(PointsRoute) },
      { path: 'points', ...pageRoute(PointsRoute) },
      { path: 'points/rules', ...pageRoute(PointsRoute) },
      { path: 'referral', ...pageRoute(ReferralPage) },
      { path: 'vip', ...pageRoute(VipPage) },
      { path: 'rebate', ...pageRoute(RebatePage) },
      // One lazy entry for the four: the page reads its path (features/campaigns/CampaignsRoute.tsx).
      { path: 'wheel', ...pageRoute(CampaignsRoute) },
      { path: 'red-envelope', ...pageRoute(CampaignsRoute) },
      { path: 'lucky-ticket', ...pageRoute(CampaignsRoute) },
      { path: 'campaigns/draws', ...pageRoute(CampaignsRoute) },
      { path: 'campaigns/verify', ...pageRoute(CampaignVerifyPage) },
      { path: 'promotions/:id?', ...pageRoute(PromotionsPages) },
      { path: 'rewards', ...pageRoute(PromotionsPages) },
      {
        // One route for the list and an article, so the search box keeps its text between them.
        path: 'help/:articleId?',
        ...pageRoute(HelpPage),
      },
      { path: 'guide', ...pageRoute(GuidePage) },
      { path: 'download', ...pageRoute(DownloadPage) },
      { path: 'responsible-gaming', ...pageRoute(ResponsibleGamingPage) },
      { path: 'terms', ...pageRoute(TermsPage) },
      { path: 'privacy', ...pageRoute(PrivacyPage) },
      { path: 'deposit', ...pageRoute(DepositPage) },
      { path: 'withdraw', ...pageRoute(WithdrawPage) },
      { path: 'bank-accounts', ...pageRoute(BankAccountsPage) },
      { path: 'withdrawals/:id/confirm', ...pageRoute(ConfirmWithdrawalPage) },
      { path: 'betting-record', ...pageRoute(BettingRecordPage) },
      { path: 'profit-loss', ...pageRoute(ProfitLossPage) },
      { path: 'games/:category', ...pageRoute(LobbyPage) },
      { path: 'rng', ...pageRoute(RngPage) },
      { path: 'lottery', ...pageRoute(LotteryPage) },
      { path: 'vnlottery', ...pageRoute(VnLotteryPage) },
      { path: 'play/:code', ...pageRoute(PlayPage) },
      { path: 'game/:code', ...pageRoute(GamePage) },
      { path: 'originals/mines-gold', ...pageRoute(MinesPage) },
      { path: 'originals/tower', ...pageRoute(TowerPage) },
      { path: 'originals/dice', ...pageRoute(DicePage) },
      { path: 'originals/limbo', ...pageRoute(LimboPage) },
      { path: 'originals/plinko', ...pageRoute(PlinkoPage) },
      { path: 'originals/verify', ...pageRoute(VerifyPage) },
      { path: 'game-history', ...pageRoute(GameHistoryPage) },
      { path: 'originals/pappu', ...pageRoute(PappuPage) },
      { path: 'winners', ...pageRoute(WinnersPage) },
      { path: 'leaderboard', ...pageRoute(LeaderboardPage) },
      { path: '*', ...pageRoute(NotFoundPage) },
    ],
  },
];
