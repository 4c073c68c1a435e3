import { profile, useSubmit } from '@lotus/app-shell';
import { isApiError } from '@lotus/api-client';
import type { Deposit, DepositChannel } from '@lotus/contract/deposits';
import { formatMoney, useT } from '@lotus/i18n';
import { Button, Card, EmptyState, Select, Skeleton, Spinner, TextField } from '@lotus/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { AmountField } from '../../components/AmountField.tsx';
import { CheckedForm } from '../../components/CheckedForm.tsx';
import { LoadFailed } from '../../components/LoadFailed.tsx';
import { QuickAmounts } from '../../components/QuickAmounts.tsx';
import { profileQueryKey } from '../../lib/account-queries.ts';
import { amountInputOf, parseAmountInput } from '../../lib/money-input.ts';
import { isRealNameValid } from '../../lib/real-name.ts';
import { useIdempotencyKey } from '../../lib/use-idempotency-key.ts';
import { depositQueryKeys, deposits } from './deposit-queries.ts';
import type { DepositFormField } from './deposit-rules.ts';
import { depositFieldOfRefusal, payerNameOf } from './deposit-rules.ts';
import { leaveFor } from './leave-site.ts';
import * as styles from './DepositPage.css.ts';

type Field = Exclude<DepositFormField, 'form'>;
type FieldErrors = Partial<Record<Field, string>>;

const limitPeriods = ['24h', '7d', '30d'] as const;

/** The window a deposit-limit refusal names, as the limits page calls it. */
function isLimitPeriod(value: unknown): value is (typeof limitPeriods)[number] {
  return limitPeriods.some((period) => period === value);
}

/** The deposit form: which channel, how much (within its limits), from whose account. */
export function DepositForm(props: { onCreated: (deposit: Deposit) => void }) {
  const { t } = useT('common', 'deposit', 'protection');
  const channels = useQuery({ queryKey: depositQueryKeys.channels, queryFn: deposits.channels });
  // The real name on file fills the payer name (the server holds deposits to it).
  const account = useQuery({ queryKey: profileQueryKey, queryFn: profile.profile });
  let body;
  if (channels.isPending) {
    body = <Skeleton height={260} radius="md" />;
  } else if (channels.isError) {
    body =
      isApiError(channels.error) && channels.error.code === 'error_operation_not_allowed' ? (
        <EmptyState headingLevel={3} title={t('deposit.notForFreePlay')} />
      ) : (
        <LoadFailed headingLevel={3} title={t('deposit.loadError')} onRetry={() => void channels.refetch()} />
      );
  } else if (channels.data.length === 0) {
    body = <EmptyState headingLevel={3} title={t('deposit.noChannels')} />;
  } else {
    body = (
      <DepositFields
        channels={channels.data}
        realName={account.data?.payeeName ?? null}
        onCreated={props.onCreated}
        onChannelGone={() => void channels.refetch()}
      />
    );
  }
  return (
    <Card>
      <section aria-labelledby="deposit-form-title">
        <h2 id="deposit-form-title" className={styles.sectionTitle}>
          {t('deposit.form.title')}
        </h2>
        {body}
      </section>
    </Card>
  );
}

function DepositFields(props: {
  channels: DepositChannel[];
  realName: string | null;
  onCreated: (deposit: Deposit) => void;
  onChannelGone: () => void;
}) {
  const { t, language } = useT('common', 'deposit', 'protection');
  const queryClient = useQueryClient();
  const [channelId, setChannelId] = useState(props.channels[0]?.id ?? '');
  const [amountText, setAmountText] = useState('');
  const [typedPayer, setTypedPayer] = useState<string | null>(null);
  const idempotency = useIdempotencyKey();
  const [leaving, setLeaving] = useState(false);
  const channel = props.channels.find((entry) => entry.id === channelId) ?? props.channels[0];
  const realName = props.realName ? payerNameOf(props.realName) : null;
  const payerName = realName ?? typedPayer ?? '';
  const money = (value: string) => formatMoney(value, channel?.currency ?? 'VND', language);
  const limits = channel ? { min: money(channel.minAmount), max: money(channel.maxAmount) } : null;

  const create = useSubmit<Parameters<typeof deposits.create>[0], Deposit, Field>({
    send: deposits.create,
    onSuccess: async (deposit) => {
      await queryClient.invalidateQueries({ queryKey: depositQueryKeys.all });
      queryClient.setQueryData(depositQueryKeys.one(deposit.id), deposit);
      setAmountText('');
      idempotency.renew();
      if (deposit.kind === 'gateway' && deposit.paymentUrl) {
        setLeaving(true);
        leaveFor(deposit.paymentUrl);
        return;
      }
      props.onCreated(deposit);
    },
    fallback: { otherwise: t('common.error') },
    placeOf: depositFieldOfRefusal,
    // Refusals with amounts are worded here, so the amounts read as everywhere else on the site
    // (the server's own wording groups them its way, "200 000 VND").
    wordsOf: (failure) => {
      const { min, max, period, remaining } = failure.params;
      if (
        failure.code === 'error_deposit_amount_out_of_range' &&
        typeof min === 'string' &&
        typeof max === 'string'
      ) {
        return t('deposit.form.amountOutOfRange', { min: money(min), max: money(max) });
      }
      if (
        failure.code === 'error_deposit_limit_exceeded' &&
        isLimitPeriod(period) &&
        typeof remaining === 'string'
      ) {
        return t('deposit.form.limitExceeded', {
          period: t(`protection.period.${period}`),
          remaining: money(remaining),
        });
      }
      return undefined;
    },
    onRefused: (failure) => {
      if (isApiError(failure) && failure.code === 'error_deposit_channel_unavailable') props.onChannelGone();
    },
  });
  const errors = create.problems;
  /** Any change makes it another request: a new key, and the refusals of that field and of the form no longer apply. */
  const changed = (field: Field) => {
    idempotency.renew();
    create.clear(field);
  };

  if (leaving) {
    return (
      <p role="status" className={styles.notice}>
        <Spinner size="sm" /> {t('deposit.gateway.redirecting')}
      </p>
    );
  }

  const submit = () => {
    if (!channel) return;
    const found: FieldErrors = {};
    const amount = parseAmountInput(amountText, channel.currency);
    if (amount === null) found.amount = t('deposit.form.amountInvalid');
    else if (BigInt(amount) < BigInt(channel.minAmount) || BigInt(amount) > BigInt(channel.maxAmount)) {
      found.amount = t('deposit.form.amountOutOfRange', limits ?? { min: '', max: '' });
    }
    if (!isRealNameValid(payerName)) found.payerName = t('deposit.form.payerNameInvalid');
    if (!create.check(found) || amount === null) return;
    create.submit({ channelId: channel.id, amount, payerName, idempotencyKey: idempotency.key });
  };

  return (
    <CheckedForm className={styles.stack} onSubmit={submit} alert={create.refusal}>
      <Select
        label={t('deposit.form.channel')}
        options={props.channels.map((entry) => {
          const kind = t(`deposit.kind.${entry.kind}`);
          // A channel named by its kind ("Thanh toán trực tuyến") is not named twice.
          return { value: entry.id, label: entry.name === kind ? kind : `${entry.name} · ${kind}` };
        })}
        value={channel?.id ?? ''}
        onChange={(event) => {
          setChannelId(event.target.value);
          changed('channelId');
        }}
        error={errors.channelId}
      />
      <AmountField
        label={t('deposit.form.amount')}
        value={amountText}
        onChange={(event) => {
          setAmountText(event.target.value);
          changed('amount');
        }}
        hint={limits ? t('deposit.form.limits', limits) : undefined}
        error={errors.amount}
        suffix={channel?.currency}
        required
      />
      {channel ? (
        <QuickAmounts
          label={t('deposit.form.quickAmounts')}
          currency={channel.currency}
          min={channel.minAmount}
          max={channel.maxAmount}
          current={parseAmountInput(amountText, channel.currency)}
          onPick={(minorUnits) => {
            setAmountText(amountInputOf(minorUnits, channel.currency));
            changed('amount');
          }}
        />
      ) : null}
      <TextField
        label={t('deposit.form.payerName')}
        autoComplete="name"
        autoCapitalize="characters"
        value={payerName}
        readOnly={realName !== null}
        onChange={(event) => {
          setTypedPayer(event.target.value);
          changed('payerName');
        }}
        hint={realName === null ? t('deposit.form.payerNameHint') : t('deposit.form.payerNameLocked')}
        error={errors.payerName}
        maxLength={50}
        required
      />
      <Button type="submit" loading={create.pending}>
        {t('deposit.form.submit')}
      </Button>
    </CheckedForm>
  );
}
