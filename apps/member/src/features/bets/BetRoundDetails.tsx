import { useSystemStatus } from '@lotus/app-shell';
import type { BetRoundDetail } from '@lotus/contract/bet-rounds';
import { formatMoney, useT } from '@lotus/i18n';
import { Skeleton } from '@lotus/ui';
import { useQuery } from '@tanstack/react-query';
import { LoadFailed } from '../../components/LoadFailed.tsx';
import { formatDateTime } from '../../lib/format-date-time.ts';
import { bets, betsQueryKeys } from './bets-queries.ts';
import { useCatalogNames } from './use-catalog-names.ts';
import { HouseRoundDetails, PappuRoundDetails } from './SeededRoundDetails.tsx';
import * as styles from './bets.css.ts';

/**
 * What happened in one round of the betting record, loaded when the member opens it: a vendor's
 * transactions, or a house or PAPPU round's outcome and seeds.
 */
export function BetRoundDetails(props: { id: string }) {
  const { t } = useT('bets');
  const round = useQuery({ queryKey: betsQueryKeys.round(props.id), queryFn: () => bets.round(props.id) });
  if (round.isPending) {
    return (
      <div className={styles.details} role="status" aria-label={t('bets.detail.loading')}>
        <Skeleton height={96} radius="md" />
      </div>
    );
  }
  if (round.isError) {
    return (
      <div className={styles.details}>
        <LoadFailed
          headingLevel={3}
          title={t('bets.detail.loadError')}
          onRetry={() => void round.refetch()}
        />
      </div>
    );
  }
  const { detail } = round.data;
  return (
    <div className={styles.details}>
      {detail.kind === 'vendor' ? (
        <VendorRoundDetails detail={detail} vendor={round.data.vendor} currency={round.data.currency} />
      ) : detail.kind === 'house' ? (
        <HouseRoundDetails round={detail.round} />
      ) : (
        <PappuRoundDetails detail={detail} />
      )}
    </div>
  );
}

/** A vendor's round: its id there, and its bets, wins and rollbacks in the order they came. */
function VendorRoundDetails(props: {
  detail: Extract<BetRoundDetail, { kind: 'vendor' }>;
  vendor: string;
  currency: string;
}) {
  const { t, language } = useT('bets');
  const { brand } = useSystemStatus();
  const { detail } = props;
  const vendorName = useCatalogNames(props.vendor)?.vendorName ?? props.vendor;
  return (
    <>
      <p className={styles.muted}>
        {t('bets.detail.vendorRound', { round: detail.roundId, vendor: vendorName })}
      </p>
      {detail.transactions.length === 0 ? (
        <p className={styles.muted}>{t('bets.detail.noTransactions')}</p>
      ) : (
        <ol className={styles.transactions} aria-label={t('bets.detail.transactions')}>
          {detail.transactions.map((transaction) => (
            <li
              key={`${transaction.kind}:${transaction.transactionId}`}
              className={styles.transaction}
              data-testid="round-transaction"
            >
              <div className={styles.entryLine}>
                <strong>{t(`bets.detail.kinds.${transaction.kind}`)}</strong>
                <span className={styles.figureValue}>
                  {formatMoney(transaction.amount, props.currency, language)}
                </span>
              </div>
              <div className={styles.entryLine}>
                <span>{t(`bets.detail.statuses.${transaction.status}`)}</span>
                <time className={styles.muted} dateTime={transaction.createdAt}>
                  {formatDateTime(transaction.createdAt, { language, timeZone: brand.timeZone })}
                </time>
              </div>
              <span className={styles.transactionId}>
                {t('bets.detail.transactionId', { id: transaction.transactionId })}
              </span>
            </li>
          ))}
        </ol>
      )}
    </>
  );
}
