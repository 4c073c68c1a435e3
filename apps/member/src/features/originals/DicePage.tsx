import { FormAlert, useSessionStore } from '@lotus/app-shell';
import type { HouseLimits, HouseRound } from '@lotus/contract';
import type { DiceDirection } from '@lotus/games';
import { DICE_ROLL_VALUES, DICE_RTP, diceMultiplier, diceWinningRolls } from '@lotus/games';
import { useT } from '@lotus/i18n';
import { Button, Select, TextField } from '@lotus/ui';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { AmountField } from '../../components/AmountField.tsx';
import { newIdempotencyKey } from '../../lib/idempotency-key.ts';
import { refusalText } from '../../lib/refusals.ts';
import { useProtectedAction } from '../../lib/use-protected-action.ts';
import { GameFrame, GameLayout } from './GameFrame.tsx';
import { RoundResult } from './RoundResult.tsx';
import { StakeBalance } from './StakeBalance.tsx';
import {
  formatExactMultiplier,
  formatHundredths,
  parseHundredthsInput,
  percentOf,
} from './originals-format.ts';
import { houseGames } from './originals-queries.ts';
import { useHouseAction } from './use-house-action.ts';
import { useStake } from './use-stake.ts';
import * as styles from './originals.css.ts';

type DiceRoundView = Extract<HouseRound, { game: 'dice' }>;

/** The targets a direction allows, in hundredths (win chance from 1 roll to 98 %, as the engine checks). */
const targetRange = { under: { min: 1, max: 9801 }, over: { min: 199, max: 9999 } } as const;

/** Dice (`/originals/dice`): a roll from 0.00 to 100.00, under or over the target. */
export function DicePage() {
  return (
    <GameFrame game="dice" rtp={percentOf(DICE_RTP)}>
      {(limits) => <DiceGame limits={limits} />}
    </GameFrame>
  );
}

function DiceGame(props: { limits: HouseLimits }) {
  const { t } = useT();
  const signedIn = useSessionStore((session) => session.token) !== null;
  const protect = useProtectedAction();
  const stake = useStake('dice', props.limits);
  const [direction, setDirection] = useState<DiceDirection>('under');
  const [targetText, setTargetText] = useState('50.00');
  const [last, setLast] = useState<DiceRoundView | null>(null);
  const play = useHouseAction(houseGames.dice, (result) => {
    if (result.round.game === 'dice') setLast(result.round);
  });
  const range = targetRange[direction];
  const target = parseHundredthsInput(targetText);
  const targetValid = target !== null && target >= range.min && target <= range.max;
  const params = targetValid ? { direction, targetHundredths: target } : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!stake.check() || stake.stake === null || !params) return;
    const amount = stake.stake;
    protect(() => play.run({ stake: amount, ...params, idempotencyKey: newIdempotencyKey() }));
  };

  const winFrom = direction === 'under' ? 0 : (target ?? 0) / 100;
  const winTo = direction === 'under' ? (target ?? 0) / 100 : 100;
  const board = (
    <div className={styles.stage}>
      <p className={styles.bigNumber} aria-live="polite" data-testid="dice-roll">
        {last ? formatHundredths(last.outcome.rollHundredths) : '—'}
      </p>
      <div className={styles.diceBar} aria-hidden="true">
        <div
          className={styles.diceWin}
          style={{ left: `${winFrom}%`, width: `${Math.max(0, winTo - winFrom)}%` }}
        />
        {last && (
          <div className={styles.diceMarker} style={{ left: `${last.outcome.rollHundredths / 100}%` }} />
        )}
      </div>
      <input
        className={styles.slider}
        type="range"
        min={range.min}
        max={range.max}
        value={target ?? range.min}
        aria-label={t('originals.dice.target')}
        onChange={(event) => setTargetText(formatHundredths(Number(event.target.value)))}
      />
      {params && (
        <p className={styles.muted}>
          {t('originals.dice.chance', {
            // Rounded down: 50.00 over wins 5,000 of 10,001 rolls, 49.995 %, shown as 49.99 %.
            chance: (Math.floor((diceWinningRolls(params) * 10_000) / DICE_ROLL_VALUES) / 100).toFixed(2),
          })}{' '}
          · {t('originals.dice.payout', { multiplier: formatExactMultiplier(diceMultiplier(params)) })}
        </p>
      )}
    </div>
  );
  const controls = (
    <form className={styles.form} onSubmit={submit} noValidate aria-label={t('originals.games.dice')}>
      <AmountField {...stake.field} disabled={play.isPending} />
      <Select
        label={t('originals.dice.direction')}
        options={[
          { value: 'under', label: t('originals.dice.under') },
          { value: 'over', label: t('originals.dice.over') },
        ]}
        value={direction}
        onChange={(event) => setDirection(event.target.value as DiceDirection)}
      />
      <TextField
        label={t('originals.dice.target')}
        inputMode="decimal"
        autoComplete="off"
        value={targetText}
        onChange={(event) => setTargetText(event.target.value)}
        error={
          targetValid
            ? undefined
            : t('originals.dice.targetInvalid', {
                min: formatHundredths(range.min),
                max: formatHundredths(range.max),
              })
        }
      />
      {signedIn ? (
        <Button type="submit" size="lg" loading={play.isPending} disabled={play.isPending || !params}>
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
  return <GameLayout game="dice" board={board} controls={controls} />;
}
