import type { LotteryBetStatus, LotteryMyBet } from '@lotus/contract/lottery';
import { useT } from '@lotus/i18n';
import { Select } from '@lotus/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { PagedList } from '../../../../components/PagedList.tsx';
import { useFilteredPages } from '../../../../lib/use-filtered-pages.ts';
import { RequireSignIn } from '../../../../shell/RequireSignIn.tsx';
import { MyBetEntry } from './MyBetEntry.tsx';
import { lotteryReads, lotteryResultsQueryKeys, myBetsPageSize } from './results-queries.ts';
import type { HouseLotteryGameCode } from './results-queries.ts';
import { usePagerTexts } from './use-results-texts.ts';
import * as styles from './my-bets.css.ts';

const betStatuses = ['open', 'won', 'lost', 'void'] as const satisfies readonly LotteryBetStatus[];

/** The my bets tab: the member's own bets on the game, newest first, by status, paged. */
export function MyBetsPanel(props: { gameCode: HouseLotteryGameCode }) {
  return (
    <RequireSignIn>
      <MyBets gameCode={props.gameCode} />
    </RequireSignIn>
  );
}

function MyBets(props: { gameCode: HouseLotteryGameCode }) {
  const { t } = useT('lotteryResults');
  const pager = usePagerTexts();
  const list = useFilteredPages(() => ({ status: '' as LotteryBetStatus | '' }));
  const { status } = list.filter;
  const query = {
    game: props.gameCode,
    ...(status ? { status } : {}),
    page: list.page,
    size: myBetsPageSize,
  };
  const bets = useQuery({
    queryKey: lotteryResultsQueryKeys.myBets(query),
    queryFn: () => lotteryReads.myBets(query),
    placeholderData: keepPreviousData,
    // While a bet waits for its draw, its result is asked for again: it shows once settled.
    refetchInterval: (current) =>
      current.state.data?.content.some((bet) => bet.status === 'open') === true ? 10_000 : false,
  });
  return (
    <div className={styles.panel}>
      <div className={styles.filters}>
        <Select
          label={t('lotteryResults.myBets.status')}
          options={[
            { value: '', label: t('lotteryResults.statuses.all') },
            ...betStatuses.map((value) => ({ value, label: t(`lotteryResults.statuses.${value}`) })),
          ]}
          value={status}
          onChange={(event) => list.refine({ status: event.target.value as LotteryBetStatus | '' })}
        />
      </div>
      <PagedList<LotteryMyBet>
        query={bets}
        page={list.page}
        pageSize={myBetsPageSize}
        onPage={list.setPage}
        placeholderHeight={320}
        texts={{
          caption: t('lotteryResults.myBets.caption'),
          empty: t('lotteryResults.myBets.empty'),
          emptyHint: t('lotteryResults.myBets.emptyHint'),
          loadError: t('lotteryResults.myBets.loadError'),
          pager,
        }}
        renderEntry={(bet) => <MyBetEntry key={bet.betId} bet={bet} />}
      />
    </div>
  );
}
