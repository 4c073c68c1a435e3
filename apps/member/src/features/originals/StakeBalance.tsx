import { useSessionStore } from '@lotus/app-shell';
import { formatMoney, useT } from '@lotus/i18n';
import { useQuery } from '@tanstack/react-query';
import { wallet, walletQueryKeys } from '../../lib/wallet-queries.ts';
import * as styles from './originals.css.ts';

/** The member's main balance beside the bet form (the same query the wallet pages use). */
export function StakeBalance() {
  const { t, language } = useT('originals');
  const signedIn = useSessionStore((session) => session.token) !== null;
  const balance = useQuery({ queryKey: walletQueryKeys.balance, queryFn: wallet.balance, enabled: signedIn });
  if (!signedIn || !balance.data) return null;
  return (
    <p className={styles.muted}>
      {t('originals.balance')}:{' '}
      <span data-testid="originals-balance" data-minor={balance.data.balance}>
        {formatMoney(balance.data.balance, balance.data.currency, language)}
      </span>
    </p>
  );
}
