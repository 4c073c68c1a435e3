import { createBrowserRouter } from 'react-router';
import { LoginModal } from './features/auth/index.ts';
import { CustomerServiceButton } from './features/help/index.ts';
import { InboxLink } from './features/inbox/index.ts';
import { RealityCheckReminder } from './features/protection/index.ts';
import { MemberLayout } from './shell/MemberLayout.tsx';
import { RouteError } from '@lotus/app-shell';

/** The layout, with the features' pieces every page shows handed in (shell/ imports no feature). */
function Layout() {
  return (
    <MemberLayout
      customerService={<CustomerServiceButton />}
      inboxLink={<InboxLink />}
      loginModal={<LoginModal />}
      realityCheck={<RealityCheckReminder />}
    />
  );
}

/**
 * The member site's route table; every page is loaded lazily, straight from its page file (not
 * through its feature's index.ts, which would put the whole feature in the page's chunk).
 */
export const router = createBrowserRouter([
  {
    path: '/',
    Component: Layout,
    ErrorBoundary: RouteError,
    children: [
      {
        index: true,
        lazy: async () => ({ Component: (await import('./features/home/HomePage.tsx')).HomePage }),
      },
      {
        path: 'register',
        lazy: async () => ({ Component: (await import('./features/auth/RegisterPage.tsx')).RegisterPage }),
      },
      {
        path: 'forgot-password',
        lazy: async () => ({
          Component: (await import('./features/auth/ForgotPasswordPage.tsx')).ForgotPasswordPage,
        }),
      },
      {
        path: 'account/profile',
        lazy: async () => ({ Component: (await import('./features/account/ProfilePage.tsx')).ProfilePage }),
      },
      {
        path: 'account/security',
        lazy: async () => ({ Component: (await import('./features/account/SecurityPage.tsx')).SecurityPage }),
      },
      {
        path: 'wallet',
        lazy: async () => ({ Component: (await import('./features/wallet/WalletPage.tsx')).WalletPage }),
      },
      {
        path: 'account-record',
        lazy: async () => ({
          Component: (await import('./features/wallet/AccountRecordPage.tsx')).AccountRecordPage,
        }),
      },
      {
        path: 'bonus-details',
        lazy: async () => ({
          Component: (await import('./features/wallet/BonusDetailsPage.tsx')).BonusDetailsPage,
        }),
      },
      {
        path: 'inbox',
        lazy: async () => ({ Component: (await import('./features/inbox/InboxPage.tsx')).InboxPage }),
      },
      {
        path: 'chat',
        lazy: async () => ({ Component: (await import('./features/chat/ChatPage.tsx')).ChatPage }),
      },
      {
        path: 'feedback',
        lazy: async () => ({
          Component: (await import('./features/feedback/FeedbackPage.tsx')).FeedbackPage,
        }),
      },
      {
        // One route for the list and an article, so the search box keeps its text between them.
        path: 'help/:articleId?',
        lazy: async () => ({ Component: (await import('./features/help/HelpPage.tsx')).HelpPage }),
      },
      {
        path: 'guide',
        lazy: async () => ({ Component: (await import('./features/help/GuidePage.tsx')).GuidePage }),
      },
      {
        path: 'download',
        lazy: async () => ({
          Component: (await import('./features/download/DownloadPage.tsx')).DownloadPage,
        }),
      },
      {
        path: 'responsible-gaming',
        lazy: async () => ({
          Component: (await import('./features/protection/ResponsibleGamingPage.tsx')).ResponsibleGamingPage,
        }),
      },
      {
        path: 'deposit',
        lazy: async () => ({ Component: (await import('./features/deposit/DepositPage.tsx')).DepositPage }),
      },
      {
        path: 'withdraw',
        lazy: async () => ({
          Component: (await import('./features/withdraw/WithdrawPage.tsx')).WithdrawPage,
        }),
      },
      {
        path: 'bank-accounts',
        lazy: async () => ({
          Component: (await import('./features/withdraw/BankAccountsPage.tsx')).BankAccountsPage,
        }),
      },
      {
        path: 'withdrawals/:id/confirm',
        lazy: async () => ({
          Component: (await import('./features/withdraw/ConfirmWithdrawalPage.tsx')).ConfirmWithdrawalPage,
        }),
      },
      {
        path: 'betting-record',
        lazy: async () => ({
          Component: (await import('./features/bets/BettingRecordPage.tsx')).BettingRecordPage,
        }),
      },
      {
        path: 'profit-loss',
        lazy: async () => ({
          Component: (await import('./features/bets/ProfitLossPage.tsx')).ProfitLossPage,
        }),
      },
      {
        path: 'games/:category',
        lazy: async () => ({ Component: (await import('./features/lobby/LobbyPage.tsx')).LobbyPage }),
      },
      {
        path: 'rng',
        lazy: async () => ({ Component: (await import('./features/lobby/RngPage.tsx')).RngPage }),
      },
      {
        path: 'lottery',
        lazy: async () => ({ Component: (await import('./features/lottery/LotteryPage.tsx')).LotteryPage }),
      },
      {
        path: 'vnlottery',
        lazy: async () => ({ Component: (await import('./features/lottery/LotteryPage.tsx')).VnLotteryPage }),
      },
      {
        path: 'play/:code',
        lazy: async () => ({ Component: (await import('./features/launch/PlayPage.tsx')).PlayPage }),
      },
      {
        path: 'game/:code',
        lazy: async () => ({ Component: (await import('./features/games/GamePage.tsx')).GamePage }),
      },
      {
        path: 'originals/mines-gold',
        lazy: async () => ({ Component: (await import('./features/originals/MinesPage.tsx')).MinesPage }),
      },
      {
        path: 'originals/tower',
        lazy: async () => ({ Component: (await import('./features/originals/TowerPage.tsx')).TowerPage }),
      },
      {
        path: 'originals/dice',
        lazy: async () => ({ Component: (await import('./features/originals/DicePage.tsx')).DicePage }),
      },
      {
        path: 'originals/limbo',
        lazy: async () => ({ Component: (await import('./features/originals/LimboPage.tsx')).LimboPage }),
      },
      {
        path: 'originals/plinko',
        lazy: async () => ({ Component: (await import('./features/originals/PlinkoPage.tsx')).PlinkoPage }),
      },
      {
        path: 'originals/verify',
        lazy: async () => ({ Component: (await import('./features/originals/VerifyPage.tsx')).VerifyPage }),
      },
      {
        path: 'game-history',
        lazy: async () => ({
          Component: (await import('./features/originals/GameHistoryPage.tsx')).GameHistoryPage,
        }),
      },
      {
        path: 'originals/pappu',
        lazy: async () => ({ Component: (await import('./features/crash/PappuPage.tsx')).PappuPage }),
      },
      {
        path: 'winners',
        lazy: async () => ({ Component: (await import('./features/winners/WinnersPage.tsx')).WinnersPage }),
      },
      {
        path: 'leaderboard',
        lazy: async () => ({
          Component: (await import('./features/winners/LeaderboardPage.tsx')).LeaderboardPage,
        }),
      },
      {
        path: '*',
        lazy: async () => ({ Component: (await import('./shell/NotFoundPage.tsx')).NotFoundPage }),
      },
    ],
  },
]);
