import { useSystemStatus } from '@lotus/app-shell';
import { isApiError } from '@lotus/api-client';
import { formatMoney, useT } from '@lotus/i18n';
import { Badge, Button, Card, EmptyState, Skeleton } from '@lotus/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { formatDateTime } from '../../lib/format-date-time.ts';
import { statusTones } from './DepositDetails.tsx';
import { depositQueryKeys, deposits } from './deposit-queries.ts';
import * as styles from './DepositPage.css.ts';

const pageSize = 10;

/** The member's latest deposits with their status; one opens its details. */
export function RecentDeposits(props: { onOpen: (id: string) => void }) {
  const { t, language } = useT();
  const { brand } = useSystemStatus();
  const [size, setSize] = useState(pageSize);
  const list = useQuery({
    queryKey: depositQueryKeys.list(size),
    queryFn: () => deposits.list({ page: 1, size }),
    placeholderData: keepPreviousData,
  });
  // A free-play account has no deposits to list; the form above already says why.
  if (isApiError(list.error) && list.error.code === 'error_operation_not_allowed') return null;
  let body;
  if (list.isPending) {
    body = <Skeleton height={160} radius="md" />;
  } else if (list.isError) {
    body = (
      <EmptyState
        headingLevel={3}
        title={t('deposit.recent.loadError')}
        action={<Button onClick={() => void list.refetch()}>{t('common.retry')}</Button>}
      />
    );
  } else if (list.data.content.length === 0) {
    body = <EmptyState headingLevel={3} title={t('deposit.recent.empty')} />;
  } else {
    body = (
      <>
        <ul className={styles.list}>
          {list.data.content.map((deposit) => (
            <li key={deposit.id} data-testid="recent-deposit">
              <button
                type="button"
                className={styles.entry}
                aria-label={t('deposit.recent.view', { reference: deposit.reference })}
                onClick={() => props.onOpen(deposit.id)}
              >
                <span className={styles.entryAmount}>
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
          ))}
        </ul>
        {list.data.total > list.data.content.length ? (
          <Button
            variant="ghost"
            loading={list.isFetching}
            onClick={() => setSize((current) => current + pageSize)}
          >
            {t('deposit.recent.more')}
          </Button>
        ) : null}
      </>
    );
  }
  return (
    <Card>
      <section aria-labelledby="recent-deposits-title" className={styles.form}>
        <h2 id="recent-deposits-title" className={styles.sectionTitle}>
          {t('deposit.recent.title')}
        </h2>
        {body}
      </section>
    </Card>
  );
}
