import { useSystemStatus } from '@lotus/app-shell';
import type { Deposit, DepositBankTransfer, DepositStatus } from '@lotus/contract/deposits';
import { formatMoney, useT } from '@lotus/i18n';
import type { BadgeTone } from '@lotus/ui';
import { Badge, Button, Card, QRCode, Skeleton, useToast } from '@lotus/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { LoadFailed } from '../../components/LoadFailed.tsx';
import { formatDateTime } from '../../lib/format-date-time.ts';
import { inboxQueryKeys } from '../../lib/account-queries.ts';
import { walletQueryKeys } from '../../lib/wallet-queries.ts';
import { depositQueryKeys, deposits, pendingRefreshMs } from './deposit-queries.ts';
import * as styles from './DepositPage.css.ts';

export const statusTones: Record<DepositStatus, BadgeTone> = {
  pending: 'warning',
  credited: 'success',
  rejected: 'danger',
  failed: 'danger',
};

/** One value the member types into their bank app, with a button that copies it. */
function CopyFact(props: { label: string; value: string; copyText?: string; testId: string }) {
  const { t } = useT('common', 'deposit', 'success');
  const { show } = useToast();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(props.copyText ?? props.value);
      show({ message: t('success.copy_success'), tone: 'success' });
    } catch {
      show({ message: t('common.error'), tone: 'danger' });
    }
  };
  return (
    <div className={styles.fact}>
      <dt className={styles.factLabel}>{props.label}</dt>
      <dd className={styles.factValue} data-testid={props.testId}>
        {props.value}
      </dd>
      <Button
        size="sm"
        variant="secondary"
        className={styles.copyButton}
        aria-label={t('deposit.transfer.copy', { what: props.label })}
        onClick={() => void copy()}
      >
        {t('common.copy')}
      </Button>
    </div>
  );
}

function BankTransfer(props: { deposit: Deposit; bank: DepositBankTransfer }) {
  const { t, language } = useT('common', 'deposit', 'success');
  const { deposit, bank } = props;
  const amount = formatMoney(deposit.amount, deposit.currency, language);
  return (
    <div className={styles.transfer}>
      <div className={styles.facts}>
        <p className={styles.notice}>{t('deposit.transfer.instructions')}</p>
        <dl className={styles.facts}>
          <CopyFact label={t('deposit.transfer.bank')} value={bank.bankName} testId="deposit-bank" />
          <CopyFact
            label={t('deposit.transfer.accountNumber')}
            value={bank.accountNumber}
            testId="deposit-account-number"
          />
          <CopyFact
            label={t('deposit.transfer.accountName')}
            value={bank.accountName}
            testId="deposit-account-name"
          />
          <CopyFact
            label={t('deposit.transfer.amount')}
            value={amount}
            copyText={deposit.amount}
            testId="deposit-amount"
          />
          <CopyFact
            label={t('deposit.transfer.reference')}
            value={deposit.reference}
            testId="deposit-reference"
          />
        </dl>
      </div>
      {bank.vietQr ? (
        <div className={styles.qr}>
          <QRCode
            value={bank.vietQr}
            size={200}
            title={t('deposit.transfer.qrTitle', {
              amount,
              account: `${bank.bankName} ${bank.accountNumber}`,
              reference: deposit.reference,
            })}
          />
          <p className={styles.muted}>{t('deposit.transfer.scan')}</p>
        </div>
      ) : null}
    </div>
  );
}

/**
 * When a deposit the member watches is decided, the rest of the site learns it at once: the recent
 * deposits under it, the balances, and the header's envelope with the message about it (which
 * would otherwise wait for its own, slower poll).
 */
function useRefreshWhenDecided(status: DepositStatus | undefined) {
  const queryClient = useQueryClient();
  const previous = useRef(status);
  useEffect(() => {
    const was = previous.current;
    previous.current = status;
    if (was !== 'pending' || status === undefined || status === 'pending') return;
    void queryClient.invalidateQueries({ queryKey: depositQueryKeys.all });
    void queryClient.invalidateQueries({ queryKey: walletQueryKeys.all });
    void queryClient.invalidateQueries({ queryKey: inboxQueryKeys.all });
  }, [status, queryClient]);
}

/** A deposit as the member follows it: status, and while pending where and how to pay. */
export function DepositDetails(props: { id: string; returnedFromGateway: boolean; onBack: () => void }) {
  const { t, language } = useT('common', 'deposit', 'success');
  const { brand } = useSystemStatus();
  const deposit = useQuery({
    queryKey: depositQueryKeys.one(props.id),
    queryFn: () => deposits.get(props.id),
    // A pending deposit changes when the money arrives: ask again until it is decided.
    refetchInterval: (query) => (query.state.data?.status === 'pending' ? pendingRefreshMs : false),
  });
  useRefreshWhenDecided(deposit.data?.status);
  let body;
  if (deposit.isPending) {
    body = <Skeleton height={320} radius="md" />;
  } else if (deposit.isError) {
    body = (
      <LoadFailed
        headingLevel={3}
        title={t('deposit.details.loadError')}
        onRetry={() => void deposit.refetch()}
      />
    );
  } else {
    const data = deposit.data;
    const pending = data.status === 'pending';
    body = (
      <>
        <div className={styles.detailsHead}>
          <h2 className={styles.sectionTitle}>{t('deposit.details.title', { reference: data.reference })}</h2>
          <Badge tone={statusTones[data.status]} data-testid="deposit-status">
            {t(`deposit.status.${data.status}`)}
          </Badge>
        </div>
        <p className={styles.muted}>
          {data.channelName} · {formatMoney(data.amount, data.currency, language)} ·{' '}
          {t('deposit.details.createdAt', {
            date: formatDateTime(data.createdAt, { language, timeZone: brand.timeZone }),
          })}
        </p>
        {data.status === 'credited' ? <p role="status">{t('deposit.details.credited')}</p> : null}
        {data.reason && !pending ? (
          <p role="status">{t('deposit.details.reason', { reason: data.reason })}</p>
        ) : null}
        {pending ? (
          <p className={styles.muted} role="status">
            {props.returnedFromGateway && data.kind === 'gateway'
              ? t('deposit.details.returned')
              : t('deposit.details.waiting')}
          </p>
        ) : null}
        {pending && data.bankTransfer ? <BankTransfer deposit={data} bank={data.bankTransfer} /> : null}
        {pending && data.paymentUrl && !props.returnedFromGateway ? (
          <p>
            <a href={data.paymentUrl}>{t('deposit.gateway.open')}</a>
          </p>
        ) : null}
      </>
    );
  }
  return (
    <Card>
      <section aria-label={t('deposit.title')} className={styles.stack}>
        {body}
        <div>
          <Button variant="secondary" onClick={props.onBack}>
            {t('deposit.details.back')}
          </Button>
        </div>
      </section>
    </Card>
  );
}
