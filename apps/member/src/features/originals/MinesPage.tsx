import { FormAlert, useSessionStore } from '@lotus/app-shell';
import type { HouseLimits, HouseRound } from '@lotus/contract';
import { MINES_MAX_MINES, MINES_RTP, minesMultiplier, payoutOf } from '@lotus/games';
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
import { MinesBoard } from './MinesBoard.tsx';
import { RoundResult } from './RoundResult.tsx';
import { StakeBalance } from './StakeBalance.tsx';
import { formatExactMultiplier, percentOf } from './originals-format.ts';
import { houseGames, originalsQueryKeys } from './originals-queries.ts';
import { useHouseAction } from './use-house-action.ts';
import { useStake } from './use-stake.ts';
import * as styles from './originals.css.ts';

type MinesRoundView = Extract<HouseRound, { game: 'mines-gold' }>;

/** Mines Gold (`/originals/mines-gold`): open to visitors; a round in play resumes on reload. */
export function MinesPage() {
  return (
    <GameFrame game="mines-gold" rtp={percentOf(MINES_RTP)}>
      {(limits) => <MinesGame limits={limits} />}
    </GameFrame>
  );
}

function MinesGame(props: { limits: HouseLimits }) {
  const { t, language } = useT();
  const signedIn = useSessionStore((session) => session.token) !== null;
  const protect = useProtectedAction();
  const stake = useStake('mines-gold', props.limits);
  const [mines, setMines] = useState(3);
  const [played, setPlayed] = useState<MinesRoundView | null>(null);
  const open = useQuery({
    queryKey: originalsQueryKeys.openRound('mines-gold'),
    queryFn: () => houseGames.minesOpenRound(),
    enabled: signedIn,
  });
  const resumed = open.data?.round?.game === 'mines-gold' ? open.data.round : null;
  const round = played ?? resumed;
  const playing = round?.status === 'playing';
  const keep = (play: { round: HouseRound }) => {
    if (play.round.game === 'mines-gold') setPlayed(play.round);
  };
  const start = useHouseAction(houseGames.minesStart, keep);
  const reveal = useHouseAction((tile: number) => houseGames.minesReveal(round?.id ?? '', tile), keep);
  const cashOut = useHouseAction(() => houseGames.minesCashOut(round?.id ?? ''), keep);
  const busy = start.isPending || reveal.isPending || cashOut.isPending;
  const failure = start.error ?? reveal.error ?? cashOut.error;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!stake.check() || stake.stake === null) return;
    const amount = stake.stake;
    protect(() => {
      reveal.reset();
      cashOut.reset();
      start.run({ stake: amount, mines, idempotencyKey: newIdempotencyKey() });
    });
  };

  if (signedIn && open.isPending) return <Skeleton height={320} radius="md" />;
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
        {...(playing ? { onPick: (tile: number) => reveal.run(tile) } : {})}
        busy={busy}
      />
      {next !== null && (
        <p className={styles.muted}>
          {t('originals.mines.next', { multiplier: formatExactMultiplier(next) })}
        </p>
      )}
    </div>
  );
  const cashOutAmount = round && playing ? payoutOf(BigInt(round.stake), round.multiplier).toString() : '0';
  const controls = (
    <form className={styles.form} onSubmit={submit} noValidate aria-label={t('originals.games.mines-gold')}>
      <AmountField {...stake.field} disabled={playing || busy} />
      <Select
        label={t('originals.mines.count')}
        options={Array.from({ length: MINES_MAX_MINES }, (_, index) => ({
          value: String(index + 1),
          label: String(index + 1),
        }))}
        value={String(playing ? roundMines : mines)}
        onChange={(event) => setMines(Number(event.target.value))}
        disabled={playing || busy}
      />
      {!signedIn ? (
        <Button size="lg" onClick={() => protect(() => undefined)}>
          {t('originals.signIn')}
        </Button>
      ) : playing ? (
        <Button
          size="lg"
          variant="primary"
          loading={cashOut.isPending}
          disabled={busy || revealedCount === 0}
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
      {playing && revealedCount === 0 && <p className={styles.muted}>{t('originals.mines.pick')}</p>}
      {round && <RoundResult round={round} />}
      <StakeBalance />
      <FormAlert message={failure ? refusalText(failure, t('originals.playError')) : null} />
    </form>
  );
  return <GameLayout game="mines-gold" board={board} controls={controls} />;
}
