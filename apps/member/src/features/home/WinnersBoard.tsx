import { houseGames, useSystemStatus } from '@lotus/app-shell';
import type { Winner, Winners } from '@lotus/contract/house-games';
import { formatMoney, useT } from '@lotus/i18n';
import { EmptyState, Skeleton } from '@lotus/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from '@lotus/app-shell/routing';
import { LoadFailed } from '../../components/LoadFailed.tsx';
import { formatDateTime } from '../../lib/format-date-time.ts';
import { useLiveTopic } from '../../lib/live-events.ts';
import { catalogLanguage } from '../../lib/catalog-queries.ts';
import * as styles from './WinnersBoard.css.ts';
import {
  readWinnerEvent,
  winnerKey,
  winnersBoardSize,
  winnersQueryKey,
  withPushedWinner,
} from './winners-board-state.ts';

/**
 * The latest real wins of the brand (masked players), newest first. A live `winner` event puts the
 * win on top at once; the stream's `ready` (each (re)connection) refetches the board, since events
 * sent while it was down are lost.
 */
export function WinnersBoard() {
  const { t } = useT('winners');
  const queryClient = useQueryClient();
  const board = useQuery({
    queryKey: winnersQueryKey,
    queryFn: houseGames.winners,
  });
  // The wins that arrived while the page was open: highlighted, and the latest one announced.
  const [pushed, setPushed] = useState<{ keys: ReadonlySet<string>; latest: Winner | null }>({
    keys: new Set(),
    latest: null,
  });

  useLiveTopic('winner', (data) => {
    const winner = readWinnerEvent(data);
    const current = queryClient.getQueryData<Winners>(winnersQueryKey);
    // Before the board has loaded (or when it failed) the next fetch brings the win anyway.
    if (winner === undefined || current === undefined) return;
    const next = withPushedWinner(current, winner);
    if (next === current) return;
    queryClient.setQueryData<Winners>(winnersQueryKey, next);
    // Only the lines the board can still show need remembering.
    setPushed((old) => ({
      keys: new Set([...old.keys, winnerKey(winner)].slice(-winnersBoardSize)),
      latest: winner,
    }));
  });
  useLiveTopic('ready', () => void queryClient.invalidateQueries({ queryKey: winnersQueryKey }));

  let body;
  if (board.isPending) {
    body = (
      <div className={styles.skeletons} aria-busy="true" aria-label={t('winners.board.loading')}>
        {Array.from({ length: 5 }, (_, index) => (
          <Skeleton key={index} height={48} radius="md" />
        ))}
      </div>
    );
  } else if (board.isError) {
    body = (
      <LoadFailed headingLevel={3} title={t('winners.board.failed')} onRetry={() => void board.refetch()} />
    );
  } else if (board.data.list.length === 0) {
    body = (
      <EmptyState
        headingLevel={3}
        title={t('winners.board.empty')}
        description={t('winners.board.emptyHint')}
      />
    );
  } else {
    body = (
      <ol className={styles.list} data-testid="winners-list">
        {board.data.list.map((winner) => {
          const key = winnerKey(winner);
          return <WinnerLine key={key} winner={winner} fresh={pushed.keys.has(key)} />;
        })}
      </ol>
    );
  }

  return (
    <section className={styles.board} aria-labelledby="winners-title">
      <header className={styles.header}>
        <span className={styles.liveDot} aria-hidden="true" />
        <h2 id="winners-title" className={styles.title}>
          {t('winners.board.title')}
        </h2>
      </header>
      <p className={styles.intro}>{t('winners.board.intro')}</p>
      {body}
      <div className={styles.more}>
        <Link to="/winners">{t('winners.board.seeAll')}</Link>
        <Link to="/leaderboard">{t('winners.board.leaderboard')}</Link>
      </div>
      {/* Polite, and only for wins pushed while the page is open: never for a refetch or each line. */}
      <p className={styles.visuallyHidden} role="status">
        {pushed.latest === null ? '' : <WinnerSentence winner={pushed.latest} />}
      </p>
    </section>
  );
}

/** The game as the reader's language names it; a jackpot says so, with the game that triggered it. */
export function useGameLabel(winner: Winner): string {
  const { t, language } = useT('winners');
  const name = winner.gameNames[catalogLanguage(language)] ?? winner.gameNames.en;
  if (winner.kind === 'jackpot') {
    return name === undefined ? t('winners.board.jackpot') : t('winners.board.jackpotOf', { game: name });
  }
  return name ?? winner.game;
}

export function usePrize(winner: Winner): string {
  const { language } = useT('winners');
  const { brand } = useSystemStatus();
  return formatMoney(winner.prize, brand.currency, language);
}

export function WinnerSentence(props: { winner: Winner }) {
  const { t } = useT('winners');
  const game = useGameLabel(props.winner);
  const prize = usePrize(props.winner);
  return <>{t('winners.board.entry', { player: props.winner.player, prize, game })}</>;
}

export function WinnerLine(props: { winner: Winner; fresh: boolean }) {
  const { t, language } = useT('winners');
  const { brand } = useSystemStatus();
  const { winner } = props;
  const game = useGameLabel(winner);
  const prize = usePrize(winner);
  return (
    <li className={props.fresh ? `${styles.entry} ${styles.fresh}` : styles.entry} data-testid="winner">
      {/* One sentence for screen readers; the columns below are for the eye. */}
      <span className={styles.visuallyHidden}>
        {t('winners.board.entry', { player: winner.player, prize, game })}
      </span>
      <span className={styles.game} aria-hidden="true">
        {game}
      </span>
      <span
        className={winner.kind === 'jackpot' ? `${styles.prize} ${styles.jackpotPrize}` : styles.prize}
        aria-hidden="true"
      >
        {prize}
      </span>
      <span className={styles.player} aria-hidden="true">
        {winner.player}
      </span>
      <time className={styles.time} dateTime={winner.time}>
        {formatDateTime(winner.time, { language, timeZone: brand.timeZone })}
      </time>
    </li>
  );
}
