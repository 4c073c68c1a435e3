import { useT } from '@lotus/i18n';
import { formatMoney, formatNumber } from '@lotus/i18n';
import { Button, Card, Skeleton } from '@lotus/ui';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@lotus/app-shell/routing';
import { LoadFailed } from '../../components/LoadFailed.tsx';
import { RequireSignIn } from '../../shell/RequireSignIn.tsx';
import { AccountNav } from '../account/index.ts';
import { TransferPanel } from './TransferPanel.tsx';
import { wallet, walletQueryKeys } from '../../lib/wallet-queries.ts';
import * as styles from './wallet.css.ts';

/** The wallet overview: balances, the way to every wallet page, and game-wallet transfers where the brand has them. */
export function WalletPage() {
  return (
    <RequireSignIn>
      <WalletOverview />
    </RequireSignIn>
  );
}

const shortcuts = [
  { to: '/deposit', key: 'deposit' },
  { to: '/withdraw', key: 'withdraw' },
  { to: '/bank-accounts', key: 'bankAccounts' },
  { to: '/account-record', key: 'accountRecord' },
  { to: '/bonus-details', key: 'bonusDetails' },
  { to: '/betting-record', key: 'bettingRecord' },
  { to: '/profit-loss', key: 'profitLoss' },
  { to: '/responsible-gaming', key: 'responsibleGaming' },
] as const;

function WalletOverview() {
  const { t, language } = useT('wallet');
  const funds = useQuery({ queryKey: walletQueryKeys.consolidated, queryFn: wallet.consolidated });
  const merchant = useQuery({
    queryKey: ['wallet', 'merchant'],
    queryFn: wallet.merchant,
    staleTime: 300_000,
  });

  let balances;
  if (funds.isPending) {
    balances = <Skeleton height={72} radius="md" />;
  } else if (funds.isError) {
    balances = (
      <LoadFailed headingLevel={3} title={t('wallet.loadError')} onRetry={() => void funds.refetch()} />
    );
  } else {
    const data = funds.data;
    balances = (
      <dl className={styles.balances}>
        <div className={styles.balance}>
          <dt className={styles.balanceLabel}>{t('wallet.mainBalance')}</dt>
          <dd className={styles.balanceValue} data-testid="wallet-main-balance">
            {formatMoney(data.balance, data.currency, language)}
          </dd>
        </div>
        <div className={styles.balance}>
          <dt className={styles.balanceLabel}>{t('wallet.points')}</dt>
          <dd className={styles.balanceValue} data-testid="wallet-points">
            {formatNumber(BigInt(data.points), language)}
          </dd>
        </div>
        {merchant.data?.isSingle === false ? (
          <div className={styles.balance}>
            <dt className={styles.balanceLabel}>{t('wallet.gameWallets')}</dt>
            <dd className={styles.balanceValue}>
              {formatMoney(data.vendorBalance, data.currency, language)}
            </dd>
          </div>
        ) : null}
      </dl>
    );
  }

  return (
    <div className={styles.page}>
      <AccountNav />
      <h1 className={styles.title}>{t('wallet.title')}</h1>
      <Card>
        <div className={styles.cardHead}>
          <h2 className={styles.sectionTitle}>{t('wallet.mainBalance')}</h2>
          <Button size="sm" variant="ghost" loading={funds.isFetching} onClick={() => void funds.refetch()}>
            {t('wallet.refresh')}
          </Button>
        </div>
        {balances}
      </Card>
      <nav aria-label={t('wallet.shortcuts')}>
        <ul className={styles.shortcuts}>
          {shortcuts.map((shortcut) => (
            <li key={shortcut.key}>
              <Link to={shortcut.to} className={styles.shortcut}>
                <span className={styles.shortcutTitle}>{t(`wallet.links.${shortcut.key}`)}</span>
                <span className={styles.muted}>{t(`wallet.links.${shortcut.key}Hint`)}</span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {merchant.data?.isSingle === false ? <TransferPanel /> : null}
    </div>
  );
}
