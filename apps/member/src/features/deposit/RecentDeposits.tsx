import { useSystemStatus } from '@lotus/app-shell';
import { formatMoney, useT } from '@lotus/i18n';
import { Badge } from '@lotus/ui';
import { RecentList } from '../../components/RecentList.tsx';
import { formatDateTime } from '../../lib/format-date-time.ts';
import { useRefetchOnLive } from '../../lib/use-refetch-on-live.ts';
import { statusTones } from './DepositDetails.tsx';
import { depositQueryKeys, deposits } from './deposit-queries.ts';
import * as styles from './DepositPage.css.ts';

/** The member's latest deposits with their status; one opens its details. */
export function RecentDeposits(props: { onOpen: (id: string) => void }) {
  const { t, language } = useT('deposit');
  const { brand } = useSystemStatus();
  // A deposit credited or refused: the list and an open deposit's details follow at once.
  useRefetchOnLive('cashier', [depositQueryKeys.all]);
  return (
    <RecentList
      titleId="recent-deposits-title"
      texts={{
        title: t('deposit.recent.title'),
        loadError: t('deposit.recent.loadError'),
        empty: t('deposit.recent.empty'),
        more: t('deposit.recent.more'),
      }}
      queryKey={depositQueryKeys.list}
      load={deposits.list}
      renderItem={(deposit) => (
        <li key={deposit.id} data-testid="recent-deposit">
          <button
            type="button"
            className={styles.entryButton}
            aria-label={t('deposit.recent.view', { reference: deposit.reference })}
            onClick={() => props.onOpen(deposit.id)}
          >
            <span className={styles.itemAmount}>
              {formatMoney(deposit.amount, deposit.currency, language)}
            </span>
            <span className={styles.entryStatus}>
              <Badge tone={statusTones[deposit.status]}>{t(`deposit.status.${deposit.status}`)}</Badge>
            </span>
            <span className={styles.muted}>
              {deposit.channelName} · {deposit.reference}
            </span>
            <time className={styles.muted} dateTime={deposit.createdAt}>
              {formatDateTime(deposit.createdAt, { language, timeZone: brand.timeZone })}
            </time>
          </button>
        </li>
      )}
    />
  );
}
