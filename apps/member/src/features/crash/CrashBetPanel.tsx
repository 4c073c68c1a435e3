import { FormAlert, useSessionStore, useSubmit } from '@lotus/app-shell';
import type { CrashBetRequest, CrashState } from '@lotus/contract/crash';
import { payoutOf } from '@lotus/games';
import { formatMoney, useT } from '@lotus/i18n';
import { Button, Card } from '@lotus/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { AmountField } from '../../components/AmountField.tsx';
import { newIdempotencyKey } from '../../lib/idempotency-key.ts';
import { amountInputOf, parseAmountInput } from '../../lib/money-input.ts';
import { useProtectedAction } from '../../lib/use-protected-action.ts';
import { TextField } from '@lotus/ui';
import { walletQueryKeys } from '../../lib/wallet-queries.ts';
import { autoCashOutRange, formatMultiplier, parseMultiplierInput } from './crash-room-state.ts';
import { crash, crashQueryKeys } from './crash-queries.ts';
import * as styles from './crash.css.ts';
import { multiplierAt } from './use-room-clock.ts';

/** The member's side of the round: the bet form while betting, the cash-out button while it climbs. */
export function CrashBetPanel(props: { state: CrashState; now: number; currency: string }) {
  const { t, language } = useT('crash');
  const { state, now, currency } = props;
  const { round, myBet, limits } = state;
  const signedIn = useSessionStore((session) => session.token) !== null;
  const protect = useProtectedAction();
  const queryClient = useQueryClient();
  const [stakeText, setStakeText] = useState(() => amountInputOf(limits.minStake, currency));
  const [autoText, setAutoText] = useState('');
  const [checked, setChecked] = useState(false);
  const money = (minor: string) => formatMoney(minor, currency, language);

  const stake = parseAmountInput(stakeText, currency);
  const stakeValid =
    stake !== null && BigInt(stake) >= BigInt(limits.minStake) && BigInt(stake) <= BigInt(limits.maxStake);
  const auto = autoText.trim() === '' ? undefined : parseMultiplierInput(autoText);
  const autoValid =
    auto === undefined || (auto !== null && auto >= autoCashOutRange.min && auto <= autoCashOutRange.max);

  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: crashQueryKeys.state }),
      queryClient.invalidateQueries({ queryKey: walletQueryKeys.balance }),
    ]);
  const place = useSubmit({
    send: (request: CrashBetRequest) => crash.bet(request),
    onSuccess: refresh,
    fallback: t('crash.loadError'),
    fieldsOf: null,
  });
  const cashOut = useSubmit({
    send: () => crash.cashOut(),
    onSuccess: refresh,
    fallback: t('crash.loadError'),
    fieldsOf: null,
  });
  // A new call clears its own last refusal.
  const refusal = place.refusal ?? cashOut.refusal;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (!stakeValid || !autoValid || stake === null) return;
    protect(() => {
      place.setRefusal(null);
      place.submit({
        stake,
        idempotencyKey: newIdempotencyKey(),
        ...(auto === undefined || auto === null ? {} : { autoCashOut: auto }),
      });
    });
  };

  let action;
  if (myBet && myBet.roundNumber === round.roundNumber) {
    if (myBet.settled) {
      action = (
        <p role="status">
          {myBet.cashedOutAt !== null
            ? t('crash.betForm.cashedOut', {
                multiplier: formatMultiplier(myBet.cashedOutAt, language),
                amount: money(myBet.payout ?? '0'),
              })
            : t('crash.betForm.lost')}
        </p>
      );
    } else if (round.phase === 'running' && round.startedAt !== null) {
      const potential = payoutOf(BigInt(myBet.stake), multiplierAt(round.startedAt, now)).toString();
      action = (
        <Button
          size="lg"
          variant="primary"
          loading={cashOut.pending}
          onClick={() => {
            cashOut.setRefusal(null);
            cashOut.submit();
          }}
        >
          {cashOut.pending
            ? t('crash.betForm.cashingOut')
            : t('crash.betForm.cashOut', { amount: money(potential) })}
        </Button>
      );
    } else {
      action = <p role="status">{t('crash.betForm.placed', { number: myBet.roundNumber })}</p>;
    }
  } else if (!signedIn) {
    action = (
      <Button size="lg" onClick={() => protect(() => undefined)}>
        {t('crash.betForm.signIn')}
      </Button>
    );
  } else if (round.phase !== 'betting') {
    action = <p className={styles.muted}>{t('crash.betForm.waitNext')}</p>;
  }

  const limitsText = { min: money(limits.minStake), max: money(limits.maxStake) };
  const formOpen = signedIn && round.phase === 'betting' && !myBet;
  return (
    <Card padding="md">
      <form className={styles.form} onSubmit={submit} noValidate aria-label={t('crash.betForm.title')}>
        <h2 className={styles.sectionTitle}>{t('crash.betForm.title')}</h2>
        <AmountField
          label={t('crash.betForm.stake')}
          value={stakeText}
          onChange={(event) => setStakeText(event.target.value)}
          hint={t('crash.betForm.stakeHint', limitsText)}
          error={checked && !stakeValid ? t('crash.betForm.stakeInvalid', limitsText) : undefined}
          disabled={!formOpen}
        />
        <TextField
          label={t('crash.betForm.autoCashOut')}
          value={autoText}
          inputMode="decimal"
          autoComplete="off"
          placeholder="2.00"
          onChange={(event) => setAutoText(event.target.value)}
          hint={t('crash.betForm.autoCashOutHint')}
          error={checked && !autoValid ? t('crash.betForm.autoCashOutInvalid') : undefined}
          disabled={!formOpen}
        />
        {myBet?.autoCashOut != null && !myBet.settled && (
          <p className={styles.muted}>
            {t('crash.betForm.autoAt', { multiplier: formatMultiplier(myBet.autoCashOut, language) })}
          </p>
        )}
        {formOpen && (
          <Button type="submit" size="lg" loading={place.pending}>
            {place.pending ? t('crash.betForm.placing') : t('crash.betForm.place')}
          </Button>
        )}
        {action}
        <FormAlert message={refusal} />
      </form>
    </Card>
  );
}
