import { FormAlert, useSessionStore } from '@lotus/app-shell';
import type { HouseLimits, HouseRound } from '@lotus/contract';
import type { TowerDifficulty } from '@lotus/games';
import { TOWER_DIFFICULTY_NAMES, TOWER_LEVELS, TOWER_RTP, payoutOf, towerMultiplier } from '@lotus/games';
import { formatMoney, useT } from '@lotus/i18n';
import { Button, Select, Skeleton } from '@lotus/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { AmountField } from '../../components/AmountField.tsx';
import { newIdempotencyKey } from '../../lib/idempotency-key.ts';
import { refusalText } from '../../lib/refusals.ts';
import { useProtectedAction } from '../../lib/use-protected-action.ts';
import { GameFrame, GameLayout } from './GameFrame.tsx';
import { RoundResult } from './RoundResult.tsx';
import { StakeBalance } from './StakeBalance.tsx';
import { TowerBoard } from './TowerBoard.tsx';
import { formatExactMultiplier, percentOf } from './originals-format.ts';
import { houseGames, originalsQueryKeys } from './originals-queries.ts';
import { useHouseAction } from './use-house-action.ts';
import { useStake } from './use-stake.ts';
import * as styles from './originals.css.ts';

type TowerRoundView = Extract<HouseRound, { game: 'tower' }>;

/** Tower (`/originals/tower`): nine levels to climb; a round in play resumes on reload. */
export function TowerPage() {
  return (
    <GameFrame game="tower" rtp={percentOf(TOWER_RTP)}>
      {(limits) => <TowerGame limits={limits} />}
    </GameFrame>
  );
}

function TowerGame(props: { limits: HouseLimits }) {
  const { t, language } = useT();
  const signedIn = useSessionStore((session) => session.token) !== null;
  const protect = useProtectedAction();
  const stake = useStake('tower', props.limits);
  const [difficulty, setDifficulty] = useState<TowerDifficulty>('easy');
  const [played, setPlayed] = useState<TowerRoundView | null>(null);
  const open = useQuery({
    queryKey: originalsQueryKeys.openRound('tower'),
    queryFn: () => houseGames.towerOpenRound(),
    enabled: signedIn,
  });
  const resumed = open.data?.round?.game === 'tower' ? open.data.round : null;
  const round = played ?? resumed;
  const playing = round?.status === 'playing';
  const keep = (play: { round: HouseRound }) => {
    if (play.round.game === 'tower') setPlayed(play.round);
  };
  const start = useHouseAction(houseGames.towerStart, keep);
  const climb = useHouseAction((column: number) => houseGames.towerClimb(round?.id ?? '', column), keep);
  const cashOut = useHouseAction(() => houseGames.towerCashOut(round?.id ?? ''), keep);
  const busy = start.isPending || climb.isPending || cashOut.isPending;
  const failure = start.error ?? climb.error ?? cashOut.error;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!stake.check() || stake.stake === null) return;
    const amount = stake.stake;
    protect(() => {
      climb.reset();
      cashOut.reset();
      start.run({ stake: amount, difficulty, idempotencyKey: newIdempotencyKey() });
    });
  };

  if (signedIn && open.isPending) return <Skeleton height={320} radius="md" />;
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
        }}
        {...(playing ? { onPick: (column: number) => climb.run(column) } : {})}
        busy={busy}
      />
      {next !== null && (
        <p className={styles.muted}>
          {t('originals.tower.pick', { level: climbed + 1 })} · {formatExactMultiplier(next)}
        </p>
      )}
    </div>
  );
  const cashOutAmount = round && playing ? payoutOf(BigInt(round.stake), round.multiplier).toString() : '0';
  const controls = (
    <form className={styles.form} onSubmit={submit} noValidate aria-label={t('originals.games.tower')}>
      <AmountField {...stake.field} disabled={playing || busy} />
      <Select
        label={t('originals.tower.difficulty')}
        options={TOWER_DIFFICULTY_NAMES.map((value) => ({
          value,
          label: t(`originals.tower.difficulties.${value}`),
        }))}
        value={playing ? shownDifficulty : difficulty}
        onChange={(event) => {
          setDifficulty(event.target.value as TowerDifficulty);
          setPlayed(null);
        }}
        disabled={playing || busy}
      />
      {!signedIn ? (
        <Button size="lg" onClick={() => protect(() => undefined)}>
          {t('originals.signIn')}
        </Button>
      ) : playing ? (
        <Button
          size="lg"
          loading={cashOut.isPending}
          disabled={busy || climbed === 0}
          onClick={() => cashOut.run(undefined)}
        >
          {cashOut.isPending
            ? t('originals.cashingOut')
            : t('originals.cashOut', { amount: formatMoney(cashOutAmount, round.currency, language) })}
        </Button>
      ) : (
        <Button type="submit" size="lg" loading={start.isPending} disabled={busy}>
          {start.isPending ? t('originals.betting') : t('originals.bet')}
        </Button>
      )}
      {round && <RoundResult round={round} />}
      <StakeBalance />
      <FormAlert message={failure ? refusalText(failure, t('originals.playError')) : null} />
    </form>
  );
  return <GameLayout game="tower" board={board} controls={controls} />;
}
