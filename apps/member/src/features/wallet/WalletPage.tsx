import { useMemberInfo } from '@lotus/app-shell';
import { useT } from '@lotus/i18n';
import { formatMoney, formatNumber } from '@lotus/i18n';
import { Button, Card, Skeleton } from '@lotus/ui';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@lotus/app-shell/routing';
import { LoadFailed } from '../../components/LoadFailed.tsx';
import { PlayMoneyBadge, PlayMoneyTopUpButton } from '../../components/PlayMoney.tsx';
import { RequireSignIn } from '../../shell/RequireSignIn.tsx';
import { AccountNav } from '../account/index.ts';
import { TransferPanel } from './TransferPanel.tsx';
import { wallet, walletQueryKeys } from '../../lib/wallet-queries.ts';
import * as styles from './wallet.css.ts';

/** The wallet overview: balances, the way to every wallet page, and game-wallet transfers where the brand has them. */
export function WalletPage() {
  return (
    <RequireSignIn>
      <WalletOrPlayMoney />
    </RequireSignIn>
  );
}

/** A free-play guest's wallet is play money only: its own overview, none of the real-money pages. */
function WalletOrPlayMoney() {
  // The member's info is the session's, cached since sign-in: a real member never waits for it.
  const info = useMemberInfo();
  return info.data?.isDemo === true ? <PlayMoneyOverview /> : <WalletOverview />;
}

type WalletShortcut = { to: string; key: (typeof shortcuts)[number]['key'] };

/** The wallet's links to its pages, each with its hint. */
function WalletShortcuts(props: { list: readonly WalletShortcut[] }) {
  const { t } = useT('wallet');
  return (
    <nav aria-label={t('wallet.shortcuts')}>
      <ul className={styles.shortcuts}>
        {props.list.map((shortcut) => (
          <li key={shortcut.key}>
            <Link to={shortcut.to} className={styles.shortcut}>
              <span className={styles.shortcutTitle}>{t(`wallet.links.${shortcut.key}`)}</span>
              <span className={styles.muted}>{t(`wallet.links.${shortcut.key}Hint`)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

const playShortcuts = [
  { to: '/betting-record', key: 'bettingRecord' },
  { to: '/profit-loss', key: 'profitLoss' },
] as const;

function PlayMoneyOverview() {
  const { t, language } = useT('wallet');
  const member = useT('member');
  const balance = useQuery({ queryKey: walletQueryKeys.balance, queryFn: wallet.balance });
  return (
    <div className={styles.page}>
      <AccountNav />
      <h1 className={styles.title}>{t('wallet.title')}</h1>
      <Card>
        <div className={styles.cardHead}>
          <h2 className={styles.sectionTitle}>{member.t('member.playMoney.label')}</h2>
          <PlayMoneyBadge />
        </div>
        {balance.isPending ? (
          <Skeleton height={72} radius="md" />
        ) : balance.isError ? (
          <LoadFailed headingLevel={3} title={t('wallet.loadError')} onRetry={() => void balance.refetch()} />
        ) : (
          <dl className={styles.balances}>
            <div className={styles.balance}>
              <dt className={styles.balanceLabel}>{member.t('member.playMoney.badge')}</dt>
              <dd className={styles.playBalanceValue} data-testid="wallet-play-balance">
                {formatMoney(balance.data.balance, balance.data.currency, language)}
              </dd>
            </div>
          </dl>
        )}
        <p className={styles.muted}>{member.t('member.playMoney.note')}</p>
        <PlayMoneyTopUpButton className={styles.playTopUp} testId="wallet-play-top-up" />
      </Card>
      <WalletShortcuts list={playShortcuts} />
    </div>
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
      <WalletShortcuts list={shortcuts} />
      {merchant.data?.isSingle === false ? <TransferPanel /> : null}
    </div>
  );
}
