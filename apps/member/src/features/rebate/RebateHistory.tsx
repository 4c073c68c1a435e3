import { useSubmit } from '@lotus/app-shell';
import { Link } from '@lotus/app-shell/routing';
import type { Rebate } from '@lotus/contract/rebate';
import { formatDate, formatMoney, useT } from '@lotus/i18n';
import { Badge, Button, EmptyState, Skeleton, useToast } from '@lotus/ui';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { LoadFailed } from '../../components/LoadFailed.tsx';
import { Pager } from '../../components/Pager.tsx';
import { walletQueryKeys } from '../../lib/wallet-queries.ts';
import { formatRate } from '../vip/index.ts';
import { historyPageSize, rebateApi, rebateQueryKeys } from './rebate-queries.ts';
import * as styles from './rebate.css.ts';

const statusTone = { paid: 'success', claimable: 'warning', claimed: 'neutral' } as const;

/** The member's rebate, newest day first, paged; a rebate that waits has its claim button. */
export function RebateHistory() {
  const { t } = useT('vip');
  const [page, setPage] = useState(1);
  const filter = { page, size: historyPageSize };
  const history = useQuery({
    queryKey: rebateQueryKeys.history(filter),
    queryFn: () => rebateApi.history(filter),
    placeholderData: keepPreviousData,
  });
  let body: ReactNode;
  if (history.isPending) {
    body = (
      <div aria-busy="true" aria-label={t('vip.rebate.loading')} className={styles.list}>
        <Skeleton height={64} radius="md" />
        <Skeleton height={64} radius="md" />
        <Skeleton height={64} radius="md" />
      </div>
    );
  } else if (history.isError) {
    body = (
      <LoadFailed
        headingLevel={3}
        title={t('vip.rebate.historyError')}
        onRetry={() => void history.refetch()}
      />
    );
  } else if (history.data.total === 0) {
    body = (
      <EmptyState
        headingLevel={3}
        title={t('vip.rebate.empty')}
        description={t('vip.rebate.emptyHint')}
        action={
          <Link to="/games/slots" className={styles.actionLink}>
            {t('vip.rebate.toGames')}
          </Link>
        }
      />
    );
  } else {
    body = (
      <>
        <ul className={styles.list} aria-busy={history.isFetching}>
          {history.data.content.map((rebate) => (
            <Entry key={rebate.id} rebate={rebate} />
          ))}
        </ul>
        <Pager
          page={page}
          size={historyPageSize}
          total={history.data.total}
          onPage={setPage}
          texts={{
            label: t('vip.rebate.pager.label'),
            previous: t('vip.rebate.pager.previous'),
            next: t('vip.rebate.pager.next'),
            pageOf: (current, pages) => t('vip.rebate.pager.pageOf', { page: current, pages }),
          }}
        />
      </>
    );
  }
  return (
    <section className={styles.stack} aria-labelledby="rebate-history-title">
      <h2 id="rebate-history-title" className={styles.sectionTitle}>
        {t('vip.rebate.history')}
      </h2>
      {body}
    </section>
  );
}

function Entry(props: { rebate: Rebate }) {
  const { t, language } = useT('vip');
  const { show } = useToast();
  const queryClient = useQueryClient();
  const { rebate } = props;
  const money = (amount: string) => formatMoney(amount, rebate.currency, language);
  // The day is the brand's already: formatted on UTC's clock so it does not move.
  const day = formatDate(`${rebate.periodKey}T00:00:00Z`, { language, timeZone: 'UTC' });
  const kind = t(`vip.rebate.kinds.${rebate.kind}`);
  // Claimed here: the button goes at once, before the lists are read again (a second press cannot claim).
  const [claimedHere, setClaimedHere] = useState(false);
  const claim = useSubmit<string, Rebate>({
    send: rebateApi.claim,
    onSuccess: async (claimed) => {
      setClaimedHere(true);
      show({ message: t('vip.rebate.claimed', { amount: money(claimed.amount) }), tone: 'success' });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: rebateQueryKeys.all }),
        queryClient.invalidateQueries({ queryKey: walletQueryKeys.all }),
      ]);
    },
    onRefused: () => queryClient.invalidateQueries({ queryKey: rebateQueryKeys.all }),
  });
  return (
    <li className={styles.entry} data-testid="rebate-entry">
      <div className={styles.stack} style={{ gap: '0.25rem' }}>
        <p className={styles.entryTitle}>
          {kind} · {t(`vip.gameTypes.${rebate.gameType}`)}
        </p>
        <p className={styles.muted}>
          {t(`vip.rebate.base.${rebate.kind}`, {
            rate: formatRate(rebate.rateBps, language),
            amount: money(rebate.base),
          })}
        </p>
        <time className={styles.muted} dateTime={rebate.periodKey}>
          {day}
        </time>
        {claim.refusal ? (
          <p className={styles.refusal} role="alert">
            {claim.refusal}
          </p>
        ) : null}
      </div>
      <div className={styles.entryEnd}>
        <span className={styles.amount}>+{money(rebate.amount)}</span>
        <Badge tone={statusTone[rebate.status]}>{t(`vip.rebate.statuses.${rebate.status}`)}</Badge>
        {rebate.status === 'claimable' && !claimedHere ? (
          <Button
            size="sm"
            loading={claim.pending}
            aria-label={t('vip.rebate.claimLabel', { amount: money(rebate.amount), kind, day })}
            onClick={() => claim.submit(rebate.id)}
          >
            {claim.pending ? t('vip.rebate.claiming') : t('vip.rebate.claim')}
          </Button>
        ) : null}
      </div>
    </li>
  );
}
