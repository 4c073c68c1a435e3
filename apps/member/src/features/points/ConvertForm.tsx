import { useSubmit } from '@lotus/app-shell';
import type { ConvertPoints, Exchange, PointsRate, PointsSummary } from '@lotus/contract/points';
import { formatMoney, useT } from '@lotus/i18n';
import { Button, EmptyState, PasswordField, TextField, useToast } from '@lotus/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { CheckedForm } from '../../components/CheckedForm.tsx';
import { newIdempotencyKey } from '../../lib/idempotency-key.ts';
import { walletQueryKeys } from '../../lib/wallet-queries.ts';
import { pointsApi, pointsQueryKeys } from './points-queries.ts';
import type { ConvertField } from './points-rules.ts';
import {
  convertFieldOfRefusal,
  formatPoints,
  isPaymentPasswordShaped,
  moneyForPoints,
  parsePointsInput,
  redeemRateOf,
} from './points-rules.ts';
import * as styles from './points.css.ts';

/**
 * Converting points into money in the main wallet, at the table's `redeem` row: how many points
 * (at least the row's), what they come to (live), the payment password. Without the row, says
 * conversion is not available.
 */
export function ConvertSection(props: { summary: PointsSummary }) {
  const { t, language } = useT('points');
  const rate = redeemRateOf(props.summary.rates);
  const money = (value: string) => formatMoney(value, props.summary.currency, language);
  return (
    <section className={styles.record} aria-labelledby="convert-title" data-testid="convert-points">
      <h2 id="convert-title" className={styles.sectionTitle}>
        {t('points.convert.title')}
      </h2>
      {rate ? (
        <>
          <p className={styles.muted}>
            {t('points.convert.rate', {
              points: formatPoints(rate.points, language),
              money: money(rate.money),
            })}
            {' · '}
            {t('points.convert.lead')}
          </p>
          <ConvertForm summary={props.summary} rate={rate} />
        </>
      ) : (
        <EmptyState
          headingLevel={3}
          title={t('points.convert.unavailable')}
          description={t('points.convert.unavailableHint')}
        />
      )}
    </section>
  );
}

function ConvertForm(props: { summary: PointsSummary; rate: PointsRate }) {
  const { t, language } = useT('points', 'common');
  const { show } = useToast();
  const queryClient = useQueryClient();
  const { summary, rate } = props;
  const [pointsText, setPointsText] = useState('');
  const [password, setPassword] = useState('');
  // The key of this conversion until it succeeds: a retry after a lost answer is not paid twice.
  const attempt = useRef<string | null>(null);
  const money = (value: bigint | string) => formatMoney(String(value), summary.currency, language);
  const points = parsePointsInput(pointsText);
  const preview = points === null ? null : moneyForPoints(points, rate);
  const min = formatPoints(rate.points, language);

  const convert = useSubmit<ConvertPoints, Exchange, ConvertField>({
    send: pointsApi.convert,
    onSuccess: async (exchange) => {
      attempt.current = null;
      setPointsText('');
      setPassword('');
      show({
        message: t('points.convert.done', {
          points: formatPoints(exchange.pointsRequired, language),
          money: money(exchange.redeemAmount),
        }),
        tone: 'success',
      });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: pointsQueryKeys.all }),
        queryClient.invalidateQueries({ queryKey: walletQueryKeys.all }),
      ]);
    },
    fallback: { unanswered: t('points.convert.sendFailed'), otherwise: t('common.error') },
    placeOf: convertFieldOfRefusal,
    onRefused: () => queryClient.invalidateQueries({ queryKey: pointsQueryKeys.summary }),
  });
  const { problems } = convert;

  const submit = () => {
    const found: Partial<Record<ConvertField, string>> = {};
    if (points === null || points === 0n) found.points = t('points.convert.errors.pointsInvalid');
    else if (points < BigInt(rate.points)) found.points = t('points.convert.errors.belowMinimum', { min });
    else if (points > BigInt(summary.points))
      found.points = t('points.convert.errors.aboveBalance', {
        points: formatPoints(summary.points, language),
      });
    if (!isPaymentPasswordShaped(password))
      found.paymentPassword = t('points.convert.errors.passwordInvalid');
    if (!convert.check(found) || points === null) return;
    attempt.current ??= newIdempotencyKey();
    convert.submit({ points: points.toString(), paymentPassword: password, idempotencyKey: attempt.current });
  };

  return (
    <CheckedForm
      className={styles.stack}
      onSubmit={submit}
      alert={convert.refusal}
      data-testid="convert-form"
    >
      <TextField
        name="points"
        label={t('points.convert.points')}
        value={pointsText}
        inputMode="numeric"
        autoComplete="off"
        onChange={(event) => {
          setPointsText(event.target.value);
          convert.clear('points');
        }}
        hint={t('points.convert.minimum', { min })}
        error={problems.points}
        suffix={
          <Button
            size="sm"
            variant="ghost"
            aria-label={t('points.convert.allLabel', { points: formatPoints(summary.points, language) })}
            disabled={summary.points === '0'}
            onClick={() => {
              setPointsText(summary.points);
              convert.clear('points');
            }}
          >
            {t('points.convert.all')}
          </Button>
        }
        required
      />
      <div className={styles.convertPreview} aria-live="polite" data-testid="convert-preview">
        <span className={styles.muted}>{t('points.convert.previewLabel')}</span>
        <p className={styles.previewMoney}>= {money(preview ?? 0n)}</p>
      </div>
      <PasswordField
        name="paymentPassword"
        label={t('points.convert.paymentPassword')}
        showLabel={t('points.convert.showPassword')}
        hideLabel={t('points.convert.hidePassword')}
        inputMode="numeric"
        autoComplete="off"
        maxLength={6}
        value={password}
        onChange={(event) => {
          setPassword(event.target.value.replace(/\D/g, ''));
          convert.clear('paymentPassword');
        }}
        hint={t('points.convert.paymentPasswordHint')}
        error={problems.paymentPassword}
        required
      />
      <Button type="submit" loading={convert.pending}>
        {t('points.convert.submit')}
      </Button>
    </CheckedForm>
  );
}
