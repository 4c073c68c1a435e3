import type { DiceBet, HouseLimits } from '@lotus/contract/house-games';
import type { DiceDirection } from '@lotus/games';
import { DICE_ROLL_VALUES, DICE_RTP, diceMultiplier, diceWinningRolls } from '@lotus/games';
import { useT } from '@lotus/i18n';
import { Select, TextField } from '@lotus/ui';
import { useRef, useState } from 'react';
import { SingleBetForm } from './SingleBetForm.tsx';
import { HeldBalance, heldBalanceOf } from './StakeBalance.tsx';
import { GameFrame, GameLayout } from './GameFrame.tsx';
import { playGameSound } from './game-sound.ts';
import {
  formatExactMultiplier,
  formatHundredths,
  parseHundredthsInput,
  percentOf,
} from './originals-format.ts';
import { diceDirectionOptions } from './originals-options.ts';
import { houseGames } from './originals-queries.ts';
import type { BetTicket } from './use-bet-slip.ts';
import { useCountTo } from './use-count-to.ts';
import { useSingleBet } from './use-single-bet.ts';
import * as art from './dice-limbo.css.ts';
import * as styles from './originals.css.ts';

/** What a Dice bet asks besides the stake. */
type DiceParams = Omit<DiceBet, keyof BetTicket>;

/** The targets a direction allows, in hundredths (win chance from 1 roll to 98 %, as the engine checks). */
const targetRange = { under: { min: 1, max: 9801 }, over: { min: 199, max: 9999 } } as const;

/** How long the number rolls to the server's roll. */
const rollMs = 700;

/** A place (0–1) on the slider, where the handle's centre would stand: the winning edge, the roll. */
const along = (fraction: number) => `calc(${art.thumbSize} / 2 + (100% - ${art.thumbSize}) * ${fraction})`;

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
  const [targetText, setTargetText] = useState(() => formatHundredths(5000, language));
  const range = targetRange[direction];
  const target = parseHundredthsInput(targetText);
  const targetValid = target !== null && target >= range.min && target <= range.max;
  const params: DiceParams | null = targetValid ? { direction, targetHundredths: target } : null;

  // The number rolls from the last roll (or the middle) to this round's, then the result shows.
  const from = useRef(5000);
  const lastTick = useRef(0);
  const roll = useCountTo(last?.outcome.rollHundredths ?? null, last?.id ?? null, {
    from: from.current,
    durationMs: rollMs,
    onStep: () => {
      const now = performance.now();
      if (now - lastTick.current > 70) {
        lastTick.current = now;
        playGameSound('tick');
      }
    },
    onDone: () => {
      if (!last) return;
      from.current = last.outcome.rollHundredths;
      playGameSound(last.status === 'won' ? 'win' : 'lose');
    },
  });
  const tone = !last || !roll.done ? 'rolling' : last.status === 'won' ? 'won' : 'lost';
  const shownRoll = roll.value === null ? null : Math.round(roll.value);

  const edge = (target ?? range.min) / 10_000;
  const [low, high] =
    direction === 'under' ? [art.winColour, art.loseColour] : [art.loseColour, art.winColour];
  const track = `linear-gradient(90deg, ${low} 0 ${along(edge)}, ${high} ${along(edge)} 100%)`;

  const board = (
    <div className={styles.stage}>
      <p
        className={`${styles.bigNumber} ${art.number[tone]}`}
        aria-live="polite"
        aria-busy={!roll.done}
        data-testid="dice-roll"
        data-result={tone}
      >
        {shownRoll === null ? '—' : formatHundredths(shownRoll, language)}
      </p>
      <div className={art.sliderBox}>
        {shownRoll !== null && (
          <span
            className={`${art.marker} ${art.markerTone[tone]}`}
            style={{ left: along(shownRoll / 10_000) }}
            aria-hidden="true"
            data-testid="dice-marker"
            data-result={tone}
          >
            <span className={art.markerText}>{formatHundredths(shownRoll, language)}</span>
          </span>
        )}
        <input
          className={art.slider}
          type="range"
          min={range.min}
          max={range.max}
          step={1}
          value={target ?? range.min}
          style={{ background: track }}
          aria-label={t('originals.dice.target')}
          aria-valuetext={target === null ? undefined : formatHundredths(target, language)}
          onChange={(event) => setTargetText(formatHundredths(Number(event.target.value), language))}
        />
        <div className={art.scale} aria-hidden="true">
          {[0, 25, 50, 75, 100].map((mark) => (
            <span key={mark}>{mark}</span>
          ))}
        </div>
      </div>
      {params && (
        <div className={art.figures}>
          <p className={art.figure}>
            <span className={art.figureLabel}>{t('originals.dice.multiplier')}</span>
            <span className={art.figureValue}>{formatExactMultiplier(diceMultiplier(params), language)}</span>
          </p>
          <p className={art.figure}>
            <span className={art.figureLabel}>
              {t(direction === 'under' ? 'originals.dice.rollUnder' : 'originals.dice.rollOver')}
            </span>
            <span className={art.figureValue}>{formatHundredths(params.targetHundredths, language)}</span>
          </p>
          <p className={art.figure}>
            <span className={art.figureLabel}>{t('originals.dice.winChance')}</span>
            <span className={art.figureValue}>
              {/* Rounded down: 50.00 over wins 5,000 of 10,001 rolls, 49.995 %, shown as 49.99 %. */}
              {percentOf(
                { numerator: BigInt(diceWinningRolls(params)), denominator: BigInt(DICE_ROLL_VALUES) },
                language,
              )}
            </span>
          </p>
        </div>
      )}
    </div>
  );
  // While the number rolls, the balance beside the form is the one before the payout.
  const held = heldBalanceOf(!roll.done, bet.lastBalance, last?.payout);
  const controls = (
    <HeldBalance.Provider value={held}>
      <SingleBetForm bet={roll.done ? bet : { ...bet, last: null }} params={params}>
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
    </HeldBalance.Provider>
  );
  return <GameLayout game="dice" board={board} controls={controls} />;
}
