import { useSystemStatus } from '@lotus/app-shell';
import { isApiError } from '@lotus/api-client';
import type { Withdrawal } from '@lotus/contract/withdrawals';
import { formatMoney, useT } from '@lotus/i18n';
import { Badge, Card, EmptyState, Skeleton, useToast } from '@lotus/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useParams } from '@lotus/app-shell/routing';
import { LoadFailed } from '../../components/LoadFailed.tsx';
import { formatDateTime } from '../../lib/format-date-time.ts';
import { RequireSignIn } from '../../shell/RequireSignIn.tsx';
import { ConfirmationForm } from './ConfirmationForm.tsx';
import { withdrawQueryKeys, withdrawals } from './withdraw-queries.ts';
import { statusTones } from './withdraw-rules.ts';
import * as styles from './withdraw.css.ts';

/** /withdrawals/:id/confirm: one withdrawal, its state, and the member's confirmation once paid. */
export function ConfirmWithdrawalPage() {
  return (
    <RequireSignIn>
      <ConfirmContent />
    </RequireSignIn>
  );
}

function ConfirmContent() {
  const { t } = useT('withdraw');
  const { id = '' } = useParams();
  const valid = /^[1-9]\d{0,17}$/.test(id);
  const one = useQuery({
    queryKey: withdrawQueryKeys.one(id),
    queryFn: () => withdrawals.get(id),
    enabled: valid,
    retry: (count, error) => !(isApiError(error) && error.status < 500) && count < 2,
  });
  let body;
  if (!valid || (isApiError(one.error) && one.error.code === 'error_withdrawal_not_found')) {
    body = <EmptyState title={t('withdraw.confirm.notFound')} />;
  } else if (one.isPending) {
    body = <Skeleton height={320} radius="md" />;
  } else if (one.isError) {
    body = <LoadFailed title={t('withdraw.confirm.loadError')} onRetry={() => void one.refetch()} />;
  } else {
    body = <WithdrawalConfirmation withdrawal={one.data} />;
  }
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('withdraw.confirm.title')}</h1>
      {body}
      <p className={styles.links}>
        <Link to="/withdraw">{t('withdraw.confirm.back')}</Link>
      </p>
    </div>
  );
}

function WithdrawalConfirmation(props: { withdrawal: Withdrawal }) {
  const { t, language } = useT('withdraw');
  const { show } = useToast();
  const queryClient = useQueryClient();
  const { brand } = useSystemStatus();
  const { withdrawal } = props;
  const money = (value: string) => formatMoney(value, withdrawal.currency, language);
  const time = (iso: string) => formatDateTime(iso, { language, timeZone: brand.timeZone });
  const outcome = outcomeText(withdrawal, t, money);
  return (
    <Card>
      <section aria-labelledby="confirmation-title" className={styles.stack}>
        <h2 id="confirmation-title" className={styles.sectionTitle}>
          <Badge tone={statusTones[withdrawal.status]}>{t(`withdraw.status.${withdrawal.status}`)}</Badge>
        </h2>
        <dl className={styles.facts}>
          <div className={styles.fact}>
            <dt className={styles.factLabel}>{t('withdraw.confirm.amount')}</dt>
            <dd className={styles.factValue} data-testid="confirmation-amount">
              {money(withdrawal.amount)}
            </dd>
          </div>
          <div className={styles.fact}>
            <dt className={styles.factLabel}>{t('withdraw.confirm.account')}</dt>
            <dd className={styles.factValue}>
              {withdrawal.bank.bankName} · {withdrawal.bank.accountNumber} · {withdrawal.bank.payeeName}
            </dd>
          </div>
          <div className={styles.fact}>
            <dt className={styles.factLabel}>{t('withdraw.confirm.createdAt')}</dt>
            <dd className={styles.factValue}>{time(withdrawal.createdAt)}</dd>
          </div>
          {withdrawal.paidAt ? (
            <div className={styles.fact}>
              <dt className={styles.factLabel}>{t('withdraw.confirm.paidAt')}</dt>
              <dd className={styles.factValue}>{time(withdrawal.paidAt)}</dd>
            </div>
          ) : null}
        </dl>
        {outcome ? (
          <p className={styles.notice} data-testid="confirmation-outcome">
            {outcome}
          </p>
        ) : null}
        {withdrawal.confirmBy ? (
          <p className={styles.warning}>
            {t('withdraw.confirm.deadline', { time: time(withdrawal.confirmBy) })}
          </p>
        ) : null}
        <ConfirmationForm
          key={`${withdrawal.id}:${withdrawal.status}`}
          withdrawal={withdrawal}
          onConfirmed={(next) => {
            queryClient.setQueryData(withdrawQueryKeys.one(next.id), next);
            void queryClient.invalidateQueries({ queryKey: withdrawQueryKeys.all });
            show({ message: t('withdraw.confirm.sent'), tone: 'success' });
          }}
        />
      </section>
    </Card>
  );
}

/** What has happened to the withdrawal so far, in a sentence (none while it waits for the answer). */
function outcomeText(
  withdrawal: Withdrawal,
  t: ReturnType<typeof useT>['t'],
  money: (value: string) => string,
): string | null {
  const confirmation = withdrawal.confirmation;
  switch (withdrawal.status) {
    case 'paid':
      return null;
    case 'pending':
      return t('withdraw.confirm.outcome.pending');
    case 'rejected':
      return t('withdraw.confirm.outcome.rejected', { reason: withdrawal.rejectReason ?? '' });
    case 'partly_received':
      return t('withdraw.confirm.outcome.partly_received', {
        received: money(confirmation?.amountReceived ?? '0'),
        remainder: money(confirmation?.remainder ?? '0'),
      });
    default:
      return t(`withdraw.confirm.outcome.${withdrawal.status}`);
  }
}
