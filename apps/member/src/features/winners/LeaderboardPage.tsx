import { useSystemStatus } from '@lotus/app-shell';
import type { LeaderboardEntry, LeaderboardPeriod } from '@lotus/contract/winners';
import { useT } from '@lotus/i18n';
import { EmptyState, Skeleton, Tabs } from '@lotus/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from '@lotus/app-shell/routing';
import { LoadFailed } from '../../components/LoadFailed.tsx';
import { formatDateTime } from '../../lib/format-date-time.ts';
import { useLiveTopic } from '../../lib/live-events.ts';
import { muted, page as pageColumn, title } from '../../shell/page.css.ts';
import { readWinnerEvent, useGameLabel, usePrize, winnersBoardStyles as boardStyles } from '../home/index.ts';
import { mayEnterLeaderboard, untilPeriodEnds } from './winners-pages-state.ts';
import { winnersPages, winnersPagesQueryKeys } from './winners-queries.ts';
import * as styles from './WinnersPages.css.ts';

/**
 * `/leaderboard`: the biggest single wins of today and of this week (from Monday), in the brand's
 * time zone as the server cuts it, ranked by the server. No login needed.
 */
export function LeaderboardPage() {
  const { t } = useT('winners');
  const [period, setPeriod] = useState<LeaderboardPeriod>('day');
  return (
    <div className={pageColumn}>
      <h1 className={title}>{t('winners.leaderboard.title')}</h1>
      <p className={muted}>{t('winners.leaderboard.intro')}</p>
      <div className={styles.links}>
        <Link to="/winners">{t('winners.leaderboard.toWinners')}</Link>
      </div>
      <Tabs
        label={t('winners.leaderboard.periods')}
        selectedId={period}
        onChange={(id) => setPeriod(id === 'week' ? 'week' : 'day')}
        items={[
          { id: 'day', label: t('winners.leaderboard.day'), content: <PeriodBoard period="day" /> },
          { id: 'week', label: t('winners.leaderboard.week'), content: <PeriodBoard period="week" /> },
        ]}
      />
    </div>
  );
}

/**
 * One period's board. A pushed win that may enter it has the page ask again (ranks are the server's
 * to give), and the board is asked again when its period ends, to start the next one empty.
 */
function PeriodBoard(props: { period: LeaderboardPeriod }) {
  const { t, language } = useT('winners');
  const { brand } = useSystemStatus();
  const queryClient = useQueryClient();
  const queryKey = winnersPagesQueryKeys.leaderboard(props.period);
  const board = useQuery({
    queryKey,
    queryFn: () => winnersPages.leaderboard(props.period),
    refetchInterval: (query) => untilPeriodEnds(query.state.data),
  });
  useLiveTopic('winner', (data) => {
    const winner = readWinnerEvent(data);
    if (winner !== undefined && board.data !== undefined && mayEnterLeaderboard(board.data, winner)) {
      void queryClient.invalidateQueries({ queryKey });
    }
  });
  useLiveTopic('ready', () => void queryClient.invalidateQueries({ queryKey }));

  let body;
  if (board.isPending) {
    body = (
      <div className={styles.skeletons} aria-busy="true" aria-label={t('winners.leaderboard.loading')}>
        {Array.from({ length: 5 }, (_, index) => (
          <Skeleton key={index} height={48} radius="md" />
        ))}
      </div>
    );
  } else if (board.isError) {
    body = (
      <LoadFailed
        headingLevel={2}
        title={t('winners.leaderboard.failed')}
        onRetry={() => void board.refetch()}
      />
    );
  } else if (board.data.list.length === 0) {
    body = (
      <EmptyState
        headingLevel={2}
        title={t(props.period === 'day' ? 'winners.leaderboard.emptyDay' : 'winners.leaderboard.emptyWeek')}
        description={t('winners.leaderboard.emptyHint')}
      />
    );
  } else {
    body = (
      <ol className={styles.list} aria-label={t('winners.leaderboard.caption')} aria-busy={board.isFetching}>
        {board.data.list.map((line) => (
          <LeaderboardLine key={`${line.rank}|${line.time}|${line.prize}`} line={line} />
        ))}
      </ol>
    );
  }
  return (
    <section className={styles.panel}>
      {board.data === undefined ? null : (
        <p className={muted}>
          {t('winners.leaderboard.since', {
            time: formatDateTime(board.data.from, { language, timeZone: brand.timeZone }),
          })}
        </p>
      )}
      {body}
    </section>
  );
}

function LeaderboardLine(props: { line: LeaderboardEntry }) {
  const { t, language } = useT('winners');
  const { brand } = useSystemStatus();
  const { line } = props;
  const game = useGameLabel(line);
  const prize = usePrize(line);
  return (
    <li className={styles.rankedEntry} data-testid="leaderboard-line">
      {/* One sentence for screen readers; the columns are for the eye. */}
      <span className={boardStyles.visuallyHidden}>
        {t('winners.leaderboard.entry', { rank: line.rank, player: line.player, prize, game })}
      </span>
      <span
        className={line.rank <= 3 ? `${styles.rank} ${styles.podium}` : styles.rank}
        aria-hidden="true"
        title={t('winners.leaderboard.rank', { rank: line.rank })}
      >
        {line.rank}
      </span>
      <span className={boardStyles.game} aria-hidden="true">
        {game}
      </span>
      <span
        className={
          line.kind === 'jackpot' ? `${boardStyles.prize} ${boardStyles.jackpotPrize}` : boardStyles.prize
        }
        aria-hidden="true"
      >
        {prize}
      </span>
      <span className={boardStyles.player} aria-hidden="true">
        {line.player}
      </span>
      <time className={boardStyles.time} dateTime={line.time}>
        {formatDateTime(line.time, { language, timeZone: brand.timeZone })}
      </time>
    </li>
  );
}
