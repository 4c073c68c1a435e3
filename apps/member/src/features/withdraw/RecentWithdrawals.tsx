import { useSystemStatus } from '@lotus/app-shell';
import { isApiError } from '@lotus/api-client';
import type { Withdrawal } from '@lotus/contract';
import { formatMoney, useT } from '@lotus/i18n';
import { Badge, Button, Card, EmptyState, Skeleton } from '@lotus/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { formatDateTime } from '../../lib/format-date-time.ts';
import { waitingRefreshMs, withdrawQueryKeys, withdrawals } from './withdraw-queries.ts';
import { statusTones } from './withdraw-rules.ts';
import * as styles from './withdraw.css.ts';

const pageSize = 10;
const waiting = new Set<Withdrawal['status']>(['pending', 'paid']);

/** The member's latest withdrawals with their state; a paid one asks to be confirmed. */
export function RecentWithdrawals() {
  const { t, language } = useT();
  const { brand } = useSystemStatus();
  const [size, setSize] = useState(pageSize);
  const list = useQuery({
    queryKey: withdrawQueryKeys.list(size),
    queryFn: () => withdrawals.list({ page: 1, size }),
    placeholderData: keepPreviousData,
    // A pending one may be paid, a paid one may pass its time to confirm: both change by themselves.
    refetchInterval: (query) =>
      query.state.data?.content.some((entry) => waiting.has(entry.status)) ? waitingRefreshMs : false,
  });
  // A free-play account has no withdrawals; the page already says why.
  if (isApiError(list.error) && list.error.code === 'error_operation_not_allowed') return null;
  const time = (iso: string) => formatDateTime(iso, { language, timeZone: brand.timeZone });
  let body;
  if (list.isPending) {
    body = <Skeleton height={160} radius="md" />;
  } else if (list.isError) {
    body = (
      <EmptyState
        headingLevel={3}
        title={t('withdraw.recent.loadError')}
        action={<Button onClick={() => void list.refetch()}>{t('common.retry')}</Button>}
      />
    );
  } else if (list.data.content.length === 0) {
    body = <EmptyState headingLevel={3} title={t('withdraw.recent.empty')} />;
  } else {
    body = (
      <>
        <ul className={styles.list}>
          {list.data.content.map((withdrawal) => (
            <li key={withdrawal.id} className={styles.entry} data-testid="recent-withdrawal">
              <span className={styles.entryAmount}>
                {formatMoney(withdrawal.amount, withdrawal.currency, language)}
              </span>
              <span className={styles.entryEnd}>
                <Badge tone={statusTones[withdrawal.status]}>
                  {t(`withdraw.status.${withdrawal.status}`)}
                </Badge>
              </span>
              <span className={styles.muted}>
                {withdrawal.bank.bankName} · {withdrawal.bank.accountNumber}
              </span>
              <time className={`${styles.muted} ${styles.entryEnd}`} dateTime={withdrawal.createdAt}>
                {time(withdrawal.createdAt)}
              </time>
              <EntryFollowUp withdrawal={withdrawal} time={time} />
            </li>
          ))}
        </ul>
        {list.data.total > list.data.content.length ? (
          <Button
            variant="ghost"
            loading={list.isFetching}
            onClick={() => setSize((current) => current + pageSize)}
          >
            {t('withdraw.recent.more')}
          </Button>
        ) : null}
      </>
    );
  }
  return (
    <Card>
      <section aria-labelledby="recent-withdrawals-title" className={styles.form}>
        <h2 id="recent-withdrawals-title" className={styles.sectionTitle}>
          {t('withdraw.recent.title')}
        </h2>
        {body}
      </section>
    </Card>
  );
}

/** What the member can do or should know next about one withdrawal. */
function EntryFollowUp(props: { withdrawal: Withdrawal; time: (iso: string) => string }) {
  const { t, language } = useT();
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
