import type { HouseLimits, LimboBet } from '@lotus/contract/house-games';
import { LIMBO_MAX_TARGET, LIMBO_MIN_TARGET, LIMBO_RTP, paretoReachProbability } from '@lotus/games';
import { useT } from '@lotus/i18n';
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
export function LimboPage() {
  return (
    <GameFrame game="limbo" rtp={percentOf(LIMBO_RTP)}>
      {(limits) => <LimboGame limits={limits} />}
    </GameFrame>
  );
}

function LimboGame(props: { limits: HouseLimits }) {
  const { t } = useT('originals');
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
    <SingleBetForm bet={bet} params={params}>
      <TextField
        label={t('originals.limbo.target')}
        inputMode="decimal"
        autoComplete="off"
        value={targetText}
        onChange={(event) => setTargetText(event.target.value)}
        hint={t('originals.limbo.targetHint')}
        error={targetValid ? undefined : t('originals.limbo.targetInvalid')}
      />
    </SingleBetForm>
  );
  return <GameLayout game="limbo" board={board} controls={controls} />;
}
