import { FormAlert, useSessionStore } from '@lotus/app-shell';
import type { HouseLimits, HouseRound } from '@lotus/contract';
import { LIMBO_MAX_TARGET, LIMBO_MIN_TARGET, LIMBO_RTP, paretoReachProbability } from '@lotus/games';
import { useT } from '@lotus/i18n';
import { Button, TextField } from '@lotus/ui';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { AmountField } from '../../components/AmountField.tsx';
import { newIdempotencyKey } from '../../lib/idempotency-key.ts';
import { refusalText } from '../../lib/refusals.ts';
import { useProtectedAction } from '../../lib/use-protected-action.ts';
import { GameFrame, GameLayout } from './GameFrame.tsx';
import { RoundResult } from './RoundResult.tsx';
import { StakeBalance } from './StakeBalance.tsx';
import { formatMultiplier, parseMultiplierInput, percentOf } from './originals-format.ts';
import { houseGames } from './originals-queries.ts';
import { useHouseAction } from './use-house-action.ts';
import { useStake } from './use-stake.ts';
import * as styles from './originals.css.ts';

type LimboRoundView = Extract<HouseRound, { game: 'limbo' }>;

/** Limbo (`/originals/limbo`): the outcome must reach the target multiplier. */
export function LimboPage() {
  return (
    <GameFrame game="limbo" rtp={percentOf(LIMBO_RTP)}>
      {(limits) => <LimboGame limits={limits} />}
    </GameFrame>
  );
}

function LimboGame(props: { limits: HouseLimits }) {
  const { t } = useT();
  const signedIn = useSessionStore((session) => session.token) !== null;
  const protect = useProtectedAction();
  const stake = useStake('limbo', props.limits);
  const [targetText, setTargetText] = useState('2.00');
  const [last, setLast] = useState<LimboRoundView | null>(null);
  const play = useHouseAction(houseGames.limbo, (result) => {
    if (result.round.game === 'limbo') setLast(result.round);
  });
  const target = parseMultiplierInput(targetText);
  const targetValid = target !== null && target >= LIMBO_MIN_TARGET && target <= LIMBO_MAX_TARGET;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!stake.check() || stake.stake === null || !targetValid) return;
    const amount = stake.stake;
    protect(() => play.run({ stake: amount, targetMultiplier: target, idempotencyKey: newIdempotencyKey() }));
  };

  const board = (
    <div className={styles.stage}>
      <p
        className={`${styles.bigNumber} ${last ? (last.status === 'won' ? styles.result.won : styles.result.lost) : ''}`}
        aria-live="polite"
        data-testid="limbo-outcome"
      >
        {last ? formatMultiplier(last.outcome.outcomeMultiplier) : '—'}
      </p>
      {targetValid && (
        <p className={styles.muted}>
          {t('originals.limbo.chance', { chance: (paretoReachProbability(target) * 100).toFixed(4) })}
        </p>
      )}
    </div>
  );
  const controls = (
    <form className={styles.form} onSubmit={submit} noValidate aria-label={t('originals.games.limbo')}>
      <AmountField {...stake.field} disabled={play.isPending} />
      <TextField
        label={t('originals.limbo.target')}
        inputMode="decimal"
        autoComplete="off"
        value={targetText}
        onChange={(event) => setTargetText(event.target.value)}
        hint={t('originals.limbo.targetHint')}
        error={targetValid ? undefined : t('originals.limbo.targetInvalid')}
      />
      {signedIn ? (
        <Button type="submit" size="lg" loading={play.isPending} disabled={play.isPending || !targetValid}>
          {play.isPending ? t('originals.betting') : t('originals.bet')}
        </Button>
      ) : (
        <Button size="lg" onClick={() => protect(() => undefined)}>
          {t('originals.signIn')}
        </Button>
      )}
      {last && <RoundResult round={last} />}
      <StakeBalance />
      <FormAlert message={play.error ? refusalText(play.error, t('originals.playError')) : null} />
    </form>
  );
  return <GameLayout game="limbo" board={board} controls={controls} />;
}
