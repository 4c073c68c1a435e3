import { useSessionStore } from '@lotus/app-shell';
import { formatMoney, useT } from '@lotus/i18n';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@lotus/app-shell/routing';
import { PlayMoneyTopUpButton } from '../components/PlayMoney.tsx';
import { wallet, walletQueryKeys } from '../lib/wallet-queries.ts';
import * as styles from './HeaderWallet.css.ts';

/**
 * The header's money, on every page once signed in: the main balance (the wallet's balance query,
 * which the live stream's `balance` events keep current) linking to the wallet, and the way to
 * deposit. A free-play guest's balance is play money: labelled so, and the deposit button is the
 * play money's top-up. Loaded only when signed in (the layout's LoadWhen): a visitor's first load
 * carries none of it.
 */
export function HeaderWallet() {
  const { t, language } = useT('member');
  const signedIn = useSessionStore((state) => state.token !== null);
  const balance = useQuery({ queryKey: walletQueryKeys.balance, queryFn: wallet.balance, enabled: signedIn });
  if (!signedIn) return null;
  const figure = balance.data
    ? formatMoney(balance.data.balance, balance.data.currency, language)
    : balance.isError
      ? t('member.header.balanceFailed')
      : '…';
  const play = balance.data?.playMoney === true;
  return (
    <div className={styles.wallet}>
      <Link
        to="/wallet"
        className={styles.balance}
        data-testid="header-balance"
        {...(balance.data ? { 'data-minor': balance.data.balance } : {})}
        aria-busy={balance.isPending}
        {...(balance.isPending ? { 'aria-label': t('member.header.balanceLoading') } : {})}
      >
        {/* Play money's label stands where "Balance" does, in play money's colour: a pill
            badge here would push the header onto a second row on a phone. */}
        {play ? (
          <span className={styles.playLabel} data-testid="play-money-badge">
            {t('member.playMoney.badge')}
          </span>
        ) : (
          <span className={styles.balanceLabel}>{t('member.header.balance')}</span>
        )}
        <span className={play ? styles.playFigure : styles.balanceFigure}>{figure}</span>
      </Link>
      {play ? (
        <PlayMoneyTopUpButton className={styles.deposit} testId="header-play-top-up" short />
      ) : (
        <Link to="/deposit" className={styles.deposit} data-testid="header-deposit">
          {t('member.header.deposit')}
        </Link>
      )}
    </div>
  );
}
