import { useSystemStatus } from '@lotus/app-shell';
import type { Withdrawal } from '@lotus/contract/withdrawals';
import { formatMoney, useT } from '@lotus/i18n';
import { Badge } from '@lotus/ui';
import { Link } from '@lotus/app-shell/routing';
import { RecentList } from '../../components/RecentList.tsx';
import { formatDateTime } from '../../lib/format-date-time.ts';
import { useRefetchOnLive } from '../../lib/use-refetch-on-live.ts';
import { walletQueryKeys } from '../../lib/wallet-queries.ts';
import { waitingRefreshMs, withdrawQueryKeys, withdrawals } from './withdraw-queries.ts';
import { statusTones } from './withdraw-rules.ts';
import * as styles from './withdraw.css.ts';

const waiting = new Set<Withdrawal['status']>(['pending', 'paid']);

/** The member's latest withdrawals with their state; a paid one asks to be confirmed. */
export function RecentWithdrawals() {
  const { t, language } = useT('withdraw');
  const { brand } = useSystemStatus();
  const time = (iso: string) => formatDateTime(iso, { language, timeZone: brand.timeZone });
  // The operator paid or rejected one: the list, the overview's figures and the funds follow at once.
  useRefetchOnLive('cashier', [withdrawQueryKeys.all, walletQueryKeys.consolidated]);
  return (
    <RecentList
      titleId="recent-withdrawals-title"
      texts={{
        title: t('withdraw.recent.title'),
        loadError: t('withdraw.recent.loadError'),
        empty: t('withdraw.recent.empty'),
        more: t('withdraw.recent.more'),
      }}
      queryKey={withdrawQueryKeys.list}
      load={withdrawals.list}
      // A pending one may be paid, a paid one may pass its time to confirm: both change by themselves.
      refreshEvery={(items) => (items.some((entry) => waiting.has(entry.status)) ? waitingRefreshMs : false)}
      renderItem={(withdrawal) => (
        <li key={withdrawal.id} className={styles.recentItem} data-testid="recent-withdrawal">
          <span className={styles.itemAmount}>
            {formatMoney(withdrawal.amount, withdrawal.currency, language)}
          </span>
          <span className={styles.entryEnd}>
            <Badge tone={statusTones[withdrawal.status]}>{t(`withdraw.status.${withdrawal.status}`)}</Badge>
          </span>
          <span className={styles.muted}>
            {withdrawal.bank.bankName} · {withdrawal.bank.accountNumber}
          </span>
          <time className={`${styles.muted} ${styles.entryEnd}`} dateTime={withdrawal.createdAt}>
            {time(withdrawal.createdAt)}
          </time>
          <EntryFollowUp withdrawal={withdrawal} time={time} />
        </li>
      )}
    />
  );
}

/** What the member can do or should know next about one withdrawal. */
function EntryFollowUp(props: { withdrawal: Withdrawal; time: (iso: string) => string }) {
  const { t, language } = useT('withdraw');
  const { withdrawal } = props;
  const confirmPath = `/withdrawals/${withdrawal.id}/confirm`;
  if (withdrawal.status === 'paid' && withdrawal.confirmBy !== null) {
    return (
      <span className={styles.entryActions}>
        <Link to={confirmPath}>{t('withdraw.recent.confirm')}</Link>
        <span className={styles.muted}>
          {t('withdraw.recent.confirmBy', { time: props.time(withdrawal.confirmBy) })}
        </span>
      </span>
    );
  }
  if (withdrawal.status === 'rejected' && withdrawal.rejectReason !== null) {
    return (
      <span className={`${styles.entryActions} ${styles.muted}`}>
        {t('withdraw.recent.reason', { reason: withdrawal.rejectReason })}
      </span>
    );
  }
  if (withdrawal.status === 'partly_received' || withdrawal.status === 'not_received') {
    const remainder = withdrawal.confirmation?.remainder;
    return (
      <span className={styles.entryActions}>
        <Link to={confirmPath}>{t('withdraw.recent.details')}</Link>
        {remainder ? (
          <span className={styles.muted}>
            {t('withdraw.recent.remainder', {
              amount: formatMoney(remainder, withdrawal.currency, language),
            })}
          </span>
        ) : null}
      </span>
    );
  }
  return null;
}
