import { useSystemStatus } from '@lotus/app-shell';
import { useT } from '@lotus/i18n';
import { EmptyState, Skeleton } from '@lotus/ui';
import { useEffect, useRef, useState } from 'react';
import { LoadFailed } from '../../../components/LoadFailed.tsx';
import { BetSlip } from './BetSlip.tsx';
import { DrawChoice } from './DrawChoice.tsx';
import type { HouseLotteryCode } from './house-codes.ts';
import { fastIntervalOf } from './house-codes.ts';
import { useLotteryMenu, useLotteryOdds, useOpenDraws } from './house-queries.ts';
import { stationNameOf } from './station-draws.ts';
import { useServerNow } from './use-server-now.ts';
import * as styles from './house.css.ts';

function Loading(props: { label: string }) {
  return (
    <div role="status" aria-busy="true" aria-label={props.label} className={styles.section}>
      <Skeleton height={48} radius="md" />
      <Skeleton height={48} radius="md" />
    </div>
  );
}

/**
 * The Bet tab: the game's draws taking bets, each counting down to its close on the server's clock
 * (asked again the moment one closes), and the bet slip on the chosen draw.
 */
export function BetPanel(props: { game: HouseLotteryCode }) {
  const { t } = useT('lotteryPlay');
  const { brand } = useSystemStatus();
  const { game } = props;
  const draws = useOpenDraws(game);
  const odds = useLotteryOdds(game);
  const menu = useLotteryMenu();
  const serverNow = useServerNow(draws.data?.clockOffsetMs ?? 0);
  const [chosenId, setChosenId] = useState<string | null>(null);

  const open = draws.data?.draws ?? [];
  const chosen = open.find((draw) => draw.drawId === chosenId);
  // The draw chosen, else (none yet, or it has gone) the same station's next, else the first to close.
  const sameStation =
    chosenId === null ? undefined : open.find((draw) => chosenId.startsWith(`R-${draw.station ?? ''}-`));
  const draw =
    chosen ?? sameStation ?? [...open].sort((a, b) => a.closesAt.localeCompare(b.closesAt))[0] ?? null;
  const closed = draw !== null && Date.parse(draw.closesAt) <= serverNow;

  // A close passed on the server's clock: ask for the draws again, once per draw that closed.
  const { refetch } = draws;
  const asked = useRef(new Set<string>());
  const firstClosed = open.find((entry) => Date.parse(entry.closesAt) <= serverNow)?.drawId;
  useEffect(() => {
    if (firstClosed === undefined || asked.current.has(firstClosed)) return;
    asked.current.add(firstClosed);
    void refetch();
  }, [firstClosed, refetch]);

  const todayStations =
    fastIntervalOf(game) === null
      ? (menu.data?.games.find((entry) => entry.gameCode === game)?.stations ?? [])
      : [];

  let drawPart;
  if (draws.isError) {
    drawPart = <LoadFailed title={t('lotteryPlay.draws.loadFailed')} onRetry={() => void draws.refetch()} />;
  } else if (draws.isPending) {
    drawPart = <Loading label={t('lotteryPlay.draws.loading')} />;
  } else {
    drawPart = (
      <DrawChoice
        game={game}
        draws={open}
        todayStations={todayStations}
        selectedId={draw?.drawId ?? null}
        onSelect={setChosenId}
        serverNow={serverNow}
      />
    );
  }

  let slipPart;
  if (odds.isError) {
    slipPart = <LoadFailed title={t('lotteryPlay.slip.typesFailed')} onRetry={() => void odds.refetch()} />;
  } else if (odds.isPending) {
    slipPart = <Loading label={t('lotteryPlay.slip.typesLoading')} />;
  } else if (odds.data.types.length === 0) {
    slipPart = <EmptyState title={t('lotteryPlay.slip.typesEmpty')} />;
  } else {
    slipPart = (
      <BetSlip
        game={game}
        draw={draw}
        draws={open}
        stationName={(code) => stationNameOf(code, todayStations)}
        blocked={draw === null || closed ? t('lotteryPlay.slip.noDraw') : null}
        odds={odds.data}
        currency={brand.currency}
      />
    );
  }
  return (
    <div className={styles.betPanel}>
      {drawPart}
      {slipPart}
    </div>
  );
}
