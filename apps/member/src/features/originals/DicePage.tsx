import type { DiceBet, HouseLimits } from '@lotus/contract/house-games';
import type { DiceDirection } from '@lotus/games';
import { DICE_ROLL_VALUES, DICE_RTP, diceMultiplier, diceWinningRolls } from '@lotus/games';
import { useT } from '@lotus/i18n';
import { Select, TextField } from '@lotus/ui';
import { useState } from 'react';
import { SingleBetForm } from './SingleBetForm.tsx';
import { GameFrame, GameLayout } from './GameFrame.tsx';
import {
  formatExactMultiplier,
  formatHundredths,
  parseHundredthsInput,
  percentOf,
} from './originals-format.ts';
import { diceDirectionOptions } from './originals-options.ts';
import { houseGames } from './originals-queries.ts';
import type { BetTicket } from './use-bet-slip.ts';
import { useSingleBet } from './use-single-bet.ts';
import * as styles from './originals.css.ts';

/** What a Dice bet asks besides the stake. */
type DiceParams = Omit<DiceBet, keyof BetTicket>;

/** The targets a direction allows, in hundredths (win chance from 1 roll to 98 %, as the engine checks). */
const targetRange = { under: { min: 1, max: 9801 }, over: { min: 199, max: 9999 } } as const;

/** Dice (`/originals/dice`): a roll from 0.00 to 100.00, under or over the target. */
export function DicePage() {
  return (
    <GameFrame game="dice" rtp={(language) => percentOf(DICE_RTP, language)}>
      {(limits) => <DiceGame limits={limits} />}
    </GameFrame>
  );
}

function DiceGame(props: { limits: HouseLimits }) {
  const { t, language } = useT('originals');
  const bet = useSingleBet('dice', props.limits, (params: DiceParams, ticket) =>
    houseGames.dice({ ...params, ...ticket }),
  );
  const { last } = bet;
  const [direction, setDirection] = useState<DiceDirection>('under');
  const [targetText, setTargetText] = useState('50.00');
  const range = targetRange[direction];
  const target = parseHundredthsInput(targetText);
  const targetValid = target !== null && target >= range.min && target <= range.max;
  const params: DiceParams | null = targetValid ? { direction, targetHundredths: target } : null;

  const winFrom = direction === 'under' ? 0 : (target ?? 0) / 100;
  const winTo = direction === 'under' ? (target ?? 0) / 100 : 100;
  const board = (
    <div className={styles.stage}>
      <p className={styles.bigNumber} aria-live="polite" data-testid="dice-roll">
        {last ? formatHundredths(last.outcome.rollHundredths, language) : '—'}
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
        onChange={(event) => setTargetText(formatHundredths(Number(event.target.value), language))}
      />
      {params && (
        <p className={styles.muted}>
          {t('originals.dice.chance', {
            // Rounded down: 50.00 over wins 5,000 of 10,001 rolls, 49.995 %, shown as 49.99 %.
            chance: percentOf(
              { numerator: BigInt(diceWinningRolls(params)), denominator: BigInt(DICE_ROLL_VALUES) },
              language,
            ),
          })}{' '}
          ·{' '}
          {t('originals.dice.payout', {
            multiplier: formatExactMultiplier(diceMultiplier(params), language),
          })}
        </p>
      )}
    </div>
  );
  const controls = (
    <SingleBetForm bet={bet} params={params}>
      <Select
        label={t('originals.dice.direction')}
        options={diceDirectionOptions(t)}
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
                min: formatHundredths(range.min, language),
                max: formatHundredths(range.max, language),
              })
        }
      />
    </SingleBetForm>
  );
  return <GameLayout game="dice" board={board} controls={controls} />;
}
