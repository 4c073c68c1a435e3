import { useRefusalText, useSystemStatus } from '@lotus/app-shell';
import { useSearchParams } from '@lotus/app-shell/routing';
import { useT } from '@lotus/i18n';
import { Button, EmptyState, Skeleton } from '@lotus/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { TransferForm } from './TransferForm.tsx';
import { TransferHistory } from './TransferHistory.tsx';
import { fetchBalance, fetchTransfers, transferQueryKeys } from './transfers-queries.ts';
import * as pageStyles from '../../components/page.css.ts';
import * as styles from './transfers.css.ts';

/** The history's page as the address holds it (`/transfers?page=2`): Back and a reload keep it. */
function pageOf(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page > 1 ? page : 1;
}

/**
 * Transfers (`/transfers`): a new transfer to the agent's upline or a member of its team, within
 * the limits the history's answer carries, and the transfers sent and received.
 */
export function TransfersPage() {
  const { t } = useT('agentTransfers', 'common');
  const refusalText = useRefusalText();
  const { brand } = useSystemStatus();
  const [params, setParams] = useSearchParams();
  const page = pageOf(params);
  const transfers = useQuery({
    queryKey: transferQueryKeys.page(page),
    queryFn: ({ signal }) => fetchTransfers(page, signal),
    placeholderData: keepPreviousData,
  });
  // The balance is shown and checked when it comes; the form does not wait for it.
  const balance = useQuery({
    queryKey: transferQueryKeys.balance,
    queryFn: ({ signal }) => fetchBalance(signal),
  });
  const currency = balance.data?.currency ?? brand.currency;

  let content;
  if (transfers.isPending) content = <TransfersSkeleton />;
  else if (transfers.isError && transfers.data === undefined)
    content = (
      <EmptyState
        headingLevel={2}
        title={t('agentTransfers.loadFailed')}
        description={refusalText(transfers.error)}
        action={
          <Button loading={transfers.isFetching} onClick={() => void transfers.refetch()}>
            {t('common.retry')}
          </Button>
        }
      />
    );
  else
    content = (
      <div className={styles.columns}>
        <TransferForm limits={transfers.data.limits} currency={currency} balance={balance.data?.balance} />
        <TransferHistory
          answer={transfers.data}
          refreshing={transfers.isPlaceholderData}
          onPage={(next) => setParams(next > 1 ? { page: String(next) } : {})}
        />
      </div>
    );

  return (
    <div className={pageStyles.page} data-testid="agent-transfers-page">
      <header className={pageStyles.header}>
        <h1 className={pageStyles.title}>{t('agentTransfers.title')}</h1>
        <p className={pageStyles.muted}>{t('agentTransfers.lead')}</p>
      </header>
      <div aria-busy={transfers.isFetching}>{content}</div>
    </div>
  );
}

/** While the first answer comes: the form's and the history's shapes, announced once. */
function TransfersSkeleton() {
  const { t } = useT('agentTransfers');
  return (
    <div className={styles.columns} role="status" data-testid="transfers-loading">
      <span className={pageStyles.visuallyHidden}>{t('agentTransfers.loading')}</span>
      <div className={styles.skeleton}>
        <Skeleton height="6rem" radius="md" />
        <Skeleton height="3rem" radius="md" />
        <Skeleton height="3rem" radius="md" />
      </div>
      <div className={styles.skeleton}>
        <Skeleton width="12rem" height="1.75rem" radius="sm" />
        {[0, 1, 2, 3].map((row) => (
          <Skeleton key={row} height="3rem" radius="md" />
        ))}
      </div>
    </div>
  );
}
