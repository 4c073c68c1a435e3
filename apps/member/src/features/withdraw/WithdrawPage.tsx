import { isApiError } from '@lotus/api-client';
import { useT } from '@lotus/i18n';
import { Card, EmptyState, Skeleton } from '@lotus/ui';
import { useQuery } from '@tanstack/react-query';
import { LoadFailed } from '../../components/LoadFailed.tsx';
import { RequireSignIn } from '../../shell/RequireSignIn.tsx';
import { RealMoneyOnly } from '../../components/PlayMoney.tsx';
import { RecentWithdrawals } from './RecentWithdrawals.tsx';
import { VendorBalanceNotice } from './VendorBalanceNotice.tsx';
import { WithdrawForm } from './WithdrawForm.tsx';
import { WithdrawSummary } from './WithdrawSummary.tsx';
import { withdrawQueryKeys, withdrawals } from './withdraw-queries.ts';
import * as styles from './withdraw.css.ts';

/**
 * The withdraw page: money left in game wallets (with the way back to the main balance), balance
 * and limits, the form, and the recent withdrawals with their state.
 */
export function WithdrawPage() {
  return (
    <RequireSignIn>
      <RealMoneyOnly>
        <WithdrawContent />
      </RealMoneyOnly>
    </RequireSignIn>
  );
}

function WithdrawContent() {
  const { t } = useT('withdraw');
  const overview = useQuery({ queryKey: withdrawQueryKeys.overview, queryFn: withdrawals.overview });
  const accounts = useQuery({ queryKey: withdrawQueryKeys.accounts, queryFn: withdrawals.bankAccounts });
  let body;
  if (overview.isPending || accounts.isPending) {
    body = <Skeleton height={320} radius="md" />;
  } else if (isApiError(overview.error) && overview.error.code === 'error_operation_not_allowed') {
    return (
      <div className={styles.page}>
        <h1 className={styles.title}>{t('withdraw.title')}</h1>
        <EmptyState title={t('withdraw.notForFreePlay')} />
      </div>
    );
  } else if (overview.isError || accounts.isError) {
    body = (
      <LoadFailed
        headingLevel={2}
        title={t('withdraw.loadError')}
        onRetry={() => {
          void overview.refetch();
          void accounts.refetch();
        }}
      />
    );
  } else {
    body = (
      <>
        <VendorBalanceNotice />
        <WithdrawSummary overview={overview.data} />
        <Card>
          <WithdrawForm overview={overview.data} accounts={accounts.data.content} />
        </Card>
      </>
    );
  }
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('withdraw.title')}</h1>
      {body}
      <RecentWithdrawals />
    </div>
  );
}
