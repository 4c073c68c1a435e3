import type { Winner } from '@lotus/contract/house-games';
import type { WinnerPage } from '@lotus/contract/winners';
import { useT } from '@lotus/i18n';
import { Button } from '@lotus/ui';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from '@lotus/app-shell/routing';
import { PagedList } from '../../components/PagedList.tsx';
import { useLiveTopic } from '../../lib/live-events.ts';
import { muted, page as pageColumn, title } from '../../shell/page.css.ts';
import { readWinnerEvent, winnerKey, WinnerLine, WinnerSentence, winnersBoardStyles } from '../home/index.ts';
import { withPushedWinnerOnPage } from './winners-pages-state.ts';
import { winnersListPageSize, winnersPages, winnersPagesQueryKeys } from './winners-queries.ts';
import * as styles from './WinnersPages.css.ts';

/**
 * `/winners`: every real win above the brand's threshold, newest first, paged (no login needed).
 * A live `winner` event puts the win on top of the first page at once; a reader on an older page is
 * told new wins came rather than having the lines move under them. The stream's `ready` (each
 * (re)connection) asks again, since events sent while it was down are lost.
 */
export function WinnersPage() {
  const { t } = useT('winners');
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  // Wins pushed while the page is open: highlighted, the latest announced; and whether any came
  // while the reader was on an older page.
  const [pushed, setPushed] = useState<{ keys: ReadonlySet<string>; latest: Winner | null }>({
    keys: new Set(),
    latest: null,
  });
  const [newerWins, setNewerWins] = useState(false);
  const list = useQuery({
    queryKey: winnersPagesQueryKeys.listPage(page),
    queryFn: () => winnersPages.list({ page, size: winnersListPageSize }),
    placeholderData: keepPreviousData,
  });

  useLiveTopic('winner', (data) => {
    const winner = readWinnerEvent(data);
    if (winner === undefined) return;
    // Every page after the first moved down a line: asked again when next shown, not under the reader.
    void queryClient.invalidateQueries({ queryKey: winnersPagesQueryKeys.list, refetchType: 'none' });
    const first = queryClient.getQueryData<WinnerPage>(winnersPagesQueryKeys.listPage(1));
    if (page !== 1) {
      setNewerWins(true);
      return;
    }
    // Before the first page has loaded (or when it failed) the next fetch brings the win anyway.
    if (first === undefined) return;
    const next = withPushedWinnerOnPage(first, winner);
    if (next === first) return;
    queryClient.setQueryData<WinnerPage>(winnersPagesQueryKeys.listPage(1), next);
    setPushed((old) => ({
      keys: new Set([...old.keys, winnerKey(winner)].slice(-winnersListPageSize)),
      latest: winner,
    }));
  });
  useLiveTopic('ready', () => void queryClient.invalidateQueries({ queryKey: winnersPagesQueryKeys.list }));

  const showPage = (next: number) => {
    setPage(next);
    if (next === 1) setNewerWins(false);
  };

  return (
    <div className={pageColumn}>
      <h1 className={title}>{t('winners.list.title')}</h1>
      <p className={muted}>{t('winners.list.intro')}</p>
      <div className={styles.links}>
        <Link to="/leaderboard">{t('winners.list.toLeaderboard')}</Link>
      </div>
      <section className={styles.panel} aria-label={t('winners.list.title')}>
        {newerWins && page !== 1 ? (
          <Button variant="secondary" size="sm" onClick={() => showPage(1)}>
            {t('winners.list.newWins')}
          </Button>
        ) : null}
        <PagedList
          query={list}
          page={page}
          pageSize={winnersListPageSize}
          onPage={showPage}
          placeholderHeight={480}
          texts={{
            caption: t('winners.list.caption'),
            empty: t('winners.list.empty'),
            emptyHint: t('winners.list.emptyHint'),
            loadError: t('winners.list.loadError'),
            pager: {
              label: t('winners.list.pager.label'),
              previous: t('winners.list.pager.previous'),
              next: t('winners.list.pager.next'),
              pageOf: (current, pages) => t('winners.list.pager.pageOf', { page: current, pages }),
            },
          }}
          renderEntry={(winner) => {
            const key = winnerKey(winner);
            return <WinnerLine key={key} winner={winner} fresh={pushed.keys.has(key)} />;
          }}
        />
        {/* Polite, and only for wins pushed while the page is open: never for a refetch or each line. */}
        <p className={winnersBoardStyles.visuallyHidden} role="status">
          {pushed.latest === null ? '' : <WinnerSentence winner={pushed.latest} />}
        </p>
      </section>
    </div>
  );
}
