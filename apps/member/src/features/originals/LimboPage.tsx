import type { HouseLimits, LimboBet } from '@lotus/contract/house-games';
import { LIMBO_MAX_TARGET, LIMBO_MIN_TARGET, LIMBO_RTP, paretoReachProbability } from '@lotus/games';
import { formatMultiplier as formatMultiplierIn, formatPercent, useT } from '@lotus/i18n';
import { TextField } from '@lotus/ui';
import { useState } from 'react';
import { playGameSound } from './game-sound.ts';
import { useCountTo } from './use-count-to.ts';
import * as art from './dice-limbo.css.ts';
import { SingleBetForm } from './SingleBetForm.tsx';
import { HeldBalance, heldBalanceOf } from './StakeBalance.tsx';
import { GameFrame, GameLayout } from './GameFrame.tsx';
import { formatHundredths, formatMultiplier, parseMultiplierInput, percentOf } from './originals-format.ts';
import { houseGames } from './originals-queries.ts';
import type { BetTicket } from './use-bet-slip.ts';
import { useSingleBet } from './use-single-bet.ts';
import * as styles from './originals.css.ts';

/** 1.00×, where every climb starts (ten-thousandths). */
const ONE = 10_000;

/** The climb's length: longer for a higher outcome, never more than a second. */
const climbMs = (outcome: number) => Math.min(1000, 250 + 220 * Math.log10(Math.max(outcome, ONE) / ONE));

/** The climb counts on a logarithmic scale, so 1.5× and 1,000× both rise at a pace the eye follows. */
const logScale = { to: Math.log, from: Math.exp };

/** What a Limbo bet asks besides the stake. */
type LimboParams = Omit<LimboBet, keyof BetTicket>;

/** Limbo (`/originals/limbo`): the outcome must reach the target multiplier. */
/** The targets a bet may ask, as the reader's language words them: "1,01×" to "1.000.000×". */
function targetBounds(language: string): { min: string; max: string } {
  return {
    min: formatMultiplierIn(LIMBO_MIN_TARGET, language),
    max: formatMultiplierIn(LIMBO_MAX_TARGET, language, { fractionDigits: 0 }),
  };
}

export function LimboPage() {
  return (
    <GameFrame game="limbo" rtp={(language) => percentOf(LIMBO_RTP, language)}>
      {(limits) => <LimboGame limits={limits} />}
    </GameFrame>
  );
}

function LimboGame(props: { limits: HouseLimits }) {
  const { t, language } = useT('originals');
  const bet = useSingleBet('limbo', props.limits, (params: LimboParams, ticket) =>
    houseGames.limbo({ ...params, ...ticket }),
  );
  const { last } = bet;
  const [targetText, setTargetText] = useState(() => formatHundredths(200, language));
  const target = parseMultiplierInput(targetText);
  const targetValid = target !== null && target >= LIMBO_MIN_TARGET && target <= LIMBO_MAX_TARGET;
  const params: LimboParams | null = targetValid ? { targetMultiplier: target } : null;

  const outcome = last?.outcome.outcomeMultiplier ?? null;
  const climb = useCountTo(outcome, last?.id ?? null, {
    from: ONE,
    durationMs: outcome === null ? 0 : climbMs(outcome),
    scale: logScale,
    onDone: () => {
      if (last) playGameSound(last.status === 'won' ? 'win' : 'lose');
    },
  });
  const tone = !last || !climb.done ? 'rolling' : last.status === 'won' ? 'won' : 'lost';
  // The round's target (what it was played at) once there is one, else the one typed.
  const shownTarget = last && climb.done ? last.params.targetMultiplier : target;
  const reach =
    climb.value === null || shownTarget === null
      ? 0
      : Math.min(
          1,
          Math.log(Math.max(climb.value, ONE) / ONE) / Math.log(Math.max(shownTarget, ONE + 1) / ONE),
        );

  const board = (
    <div className={art.limboStage}>
      <p
        className={`${art.limboNumber} ${art.number[tone]} ${tone === 'rolling' ? '' : art.landed}`}
        aria-live="polite"
        aria-busy={!climb.done}
        data-testid="limbo-outcome"
        data-result={tone}
      >
        {climb.value === null ? '—' : formatMultiplier(Math.floor(climb.value), language)}
      </p>
      {shownTarget !== null && (
        <>
          <div className={art.gauge} aria-hidden="true">
            <div className={art.gaugeFill[tone]} style={{ width: `${reach * 100}%` }} />
          </div>
          <p className={art.targetChip}>
            {t('originals.limbo.targetChip', { target: formatMultiplier(shownTarget, language) })}
          </p>
        </>
      )}
      {targetValid && (
        <p className={styles.muted}>
          {t('originals.limbo.chance', {
            chance: formatPercent(paretoReachProbability(target), language, {
              fractionDigits: 4,
              roundDown: true,
            }),
          })}
        </p>
      )}
    </div>
  );
  // While the multiplier climbs, the balance beside the form is the one before the payout.
  const held = heldBalanceOf(!climb.done, bet.lastBalance, last?.payout);
  const controls = (
    <HeldBalance.Provider value={held}>
      <SingleBetForm bet={climb.done ? bet : { ...bet, last: null }} params={params}>
        <TextField
          label={t('originals.limbo.target')}
          inputMode="decimal"
          autoComplete="off"
          value={targetText}
          onChange={(event) => setTargetText(event.target.value)}
          hint={t('originals.limbo.targetHint', targetBounds(language))}
          error={targetValid ? undefined : t('originals.limbo.targetInvalid', targetBounds(language))}
        />
      </SingleBetForm>
    </HeldBalance.Provider>
  );
  return <GameLayout game="limbo" board={board} controls={controls} />;
}
