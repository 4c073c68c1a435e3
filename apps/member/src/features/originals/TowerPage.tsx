import type { HouseLimits, TowerStart } from '@lotus/contract/house-games';
import type { TowerDifficulty } from '@lotus/games';
import { TOWER_LEVELS, TOWER_RTP, towerMultiplier } from '@lotus/games';
import { useT } from '@lotus/i18n';
import { Select, Skeleton } from '@lotus/ui';
import { useState } from 'react';
import { GameFrame, GameLayout } from './GameFrame.tsx';
import { StepRoundForm } from './StepRoundForm.tsx';
import { TowerBoard } from './TowerBoard.tsx';
import { formatExactMultiplier, percentOf } from './originals-format.ts';
import { towerDifficultyOptions } from './originals-options.ts';
import { houseGames } from './originals-queries.ts';
import type { BetTicket } from './use-bet-slip.ts';
import { useStepRound } from './use-step-round.ts';
import { useStepRoundSounds } from './use-round-sounds.ts';
import * as styles from './originals.css.ts';

/** What a Tower bet asks besides the stake. */
type TowerParams = Omit<TowerStart, keyof BetTicket>;

/** Tower (`/originals/tower`): nine levels to climb; a round in play resumes on reload. */
export function TowerPage() {
  return (
    <GameFrame game="tower" rtp={(language) => percentOf(TOWER_RTP, language)}>
      {(limits) => <TowerGame limits={limits} />}
    </GameFrame>
  );
}

function TowerGame(props: { limits: HouseLimits }) {
  const { t, language } = useT('originals');
  const [difficulty, setDifficulty] = useState<TowerDifficulty>('easy');
  const play = useStepRound('tower', props.limits, {
    openRound: houseGames.towerOpenRound,
    start: (params: TowerParams, ticket) => houseGames.towerStart({ ...params, ...ticket }),
    step: houseGames.towerClimb,
    cashOut: houseGames.towerCashOut,
  });
  const { round, playing } = play;

  useStepRoundSounds(
    round ? { id: round.id, status: round.status, steps: round.outcome.columns.length } : null,
    play.resuming,
  );
  if (play.resuming) return <Skeleton height={320} radius="md" />;
  // The board shows the round's difficulty; choosing another clears a finished round from it.
  const shownDifficulty = round?.params.difficulty ?? difficulty;
  const climbed = round?.outcome.columns.length ?? 0;
  const next = playing && climbed < TOWER_LEVELS ? towerMultiplier(shownDifficulty, climbed + 1) : null;
  const board = (
    <div className={styles.stack}>
      <TowerBoard
        state={{
          difficulty: shownDifficulty,
          columns: round?.outcome.columns ?? [],
          trapHit: round?.outcome.trapHit ?? null,
          traps: round?.outcome.traps ?? null,
          cashedOut: round?.status === 'won',
        }}
        {...(playing ? { onPick: play.step } : {})}
        busy={play.busy}
      />
      {next !== null && (
        <p className={styles.muted}>
          {t('originals.tower.pick', { level: climbed + 1 })} · {formatExactMultiplier(next, language)}
        </p>
      )}
    </div>
  );
  const controls = (
    <StepRoundForm play={play} params={{ difficulty }} steps={climbed}>
      <Select
        label={t('originals.tower.difficulty')}
        options={towerDifficultyOptions(t)}
        value={playing ? shownDifficulty : difficulty}
        onChange={(event) => {
          setDifficulty(event.target.value as TowerDifficulty);
          play.clear();
        }}
        disabled={playing || play.busy}
      />
    </StepRoundForm>
  );
  return <GameLayout game="tower" board={board} controls={controls} />;
}
