import type { HouseLimits, LimboBet } from '@lotus/contract/house-games';
import { LIMBO_MAX_TARGET, LIMBO_MIN_TARGET, LIMBO_RTP, paretoReachProbability } from '@lotus/games';
import { formatMultiplier as formatMultiplierIn, formatPercent, useT } from '@lotus/i18n';
import { TextField } from '@lotus/ui';
import { useState } from 'react';
import { SingleBetForm } from './SingleBetForm.tsx';
import { GameFrame, GameLayout } from './GameFrame.tsx';
import { formatMultiplier, parseMultiplierInput, percentOf } from './originals-format.ts';
import { houseGames } from './originals-queries.ts';
import type { BetTicket } from './use-bet-slip.ts';
import { useSingleBet } from './use-single-bet.ts';
import * as styles from './originals.css.ts';

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
  const [targetText, setTargetText] = useState('2.00');
  const target = parseMultiplierInput(targetText);
  const targetValid = target !== null && target >= LIMBO_MIN_TARGET && target <= LIMBO_MAX_TARGET;
  const params: LimboParams | null = targetValid ? { targetMultiplier: target } : null;

  const board = (
    <div className={styles.stage}>
      <p
        className={`${styles.bigNumber} ${last ? (last.status === 'won' ? styles.result.won : styles.result.lost) : ''}`}
        aria-live="polite"
        data-testid="limbo-outcome"
      >
        {last ? formatMultiplier(last.outcome.outcomeMultiplier, language) : '—'}
      </p>
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
  const controls = (
    <SingleBetForm bet={bet} params={params}>
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
  );
  return <GameLayout game="limbo" board={board} controls={controls} />;
}
