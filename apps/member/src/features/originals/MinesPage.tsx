import type { HouseLimits, MinesStart } from '@lotus/contract/house-games';
import { MINES_RTP, minesMultiplier } from '@lotus/games';
import { useT } from '@lotus/i18n';
import { Select, Skeleton } from '@lotus/ui';
import { useState } from 'react';
import { GameFrame, GameLayout } from './GameFrame.tsx';
import { MinesBoard } from './MinesBoard.tsx';
import { StepRoundForm } from './StepRoundForm.tsx';
import { formatExactMultiplier, percentOf } from './originals-format.ts';
import { minesCountOptions } from './originals-options.ts';
import { houseGames } from './originals-queries.ts';
import type { BetTicket } from './use-bet-slip.ts';
import { useStepRound } from './use-step-round.ts';
import { useStepRoundSounds } from './use-round-sounds.ts';
import * as styles from './originals.css.ts';

/** What a Mines Gold bet asks besides the stake. */
type MinesParams = Omit<MinesStart, keyof BetTicket>;

/** Mines Gold (`/originals/mines-gold`): open to visitors; a round in play resumes on reload. */
export function MinesPage() {
  return (
    <GameFrame game="mines-gold" rtp={(language) => percentOf(MINES_RTP, language)}>
      {(limits) => <MinesGame limits={limits} />}
    </GameFrame>
  );
}

function MinesGame(props: { limits: HouseLimits }) {
  const { t, language } = useT('originals');
  const [mines, setMines] = useState(3);
  const play = useStepRound('mines-gold', props.limits, {
    openRound: houseGames.minesOpenRound,
    start: (params: MinesParams, ticket) => houseGames.minesStart({ ...params, ...ticket }),
    step: houseGames.minesReveal,
    cashOut: houseGames.minesCashOut,
  });
  const { round, playing } = play;

  useStepRoundSounds(
    round ? { id: round.id, status: round.status, steps: round.outcome.revealed.length } : null,
    play.resuming,
  );
  if (play.resuming) return <Skeleton height={320} radius="md" />;
  const roundMines = round?.params.mines ?? mines;
  const revealedCount = round?.outcome.revealed.length ?? 0;
  const next =
    playing && revealedCount < 25 - roundMines ? minesMultiplier(roundMines, revealedCount + 1) : null;
  const board = (
    <div className={styles.stack}>
      <MinesBoard
        state={{
          revealed: round?.outcome.revealed ?? [],
          mineHit: round?.outcome.mineHit ?? null,
          mineTiles: round?.outcome.mineTiles ?? null,
        }}
        {...(playing ? { onPick: play.step } : {})}
        busy={play.busy}
      />
      {next !== null && (
        <p className={styles.muted}>
          {t('originals.mines.next', { multiplier: formatExactMultiplier(next, language) })}
        </p>
      )}
    </div>
  );
  const controls = (
    <StepRoundForm
      play={play}
      params={{ mines }}
      steps={revealedCount}
      note={playing && revealedCount === 0 && <p className={styles.muted}>{t('originals.mines.pick')}</p>}
    >
      <Select
        label={t('originals.mines.count')}
        options={minesCountOptions}
        value={String(playing ? roundMines : mines)}
        onChange={(event) => setMines(Number(event.target.value))}
        disabled={playing || play.busy}
      />
    </StepRoundForm>
  );
  return <GameLayout game="mines-gold" board={board} controls={controls} />;
}
