import type { FinalLotteryResultPage } from '@lotus/contract/lottery';
import { useT } from '@lotus/i18n';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { PagedList } from '../../../../components/PagedList.tsx';
import { FastDrawResult } from './FastDrawResult.tsx';
import { StationResult } from './StationResult.tsx';
import {
  fastDrawsPageSize,
  isFastGame,
  lotteryReads,
  lotteryResultsQueryKeys,
  regionalDayPageSize,
} from './results-queries.ts';
import type { HouseLotteryGameCode } from './results-queries.ts';
import { usePagerTexts } from './use-results-texts.ts';

type FinalResult = FinalLotteryResultPage['content'][number];

/**
 * A day's final results of one game, newest first: a regional day's stations (two to four, one
 * page), or a fast game's many draws a page at a time, the newest one opened.
 */
export function DayResultsList(props: { game: HouseLotteryGameCode; day: string; dayWords: string }) {
  const { t } = useT('lotteryResults');
  const pager = usePagerTexts();
  const { game, day } = props;
  const fast = isFastGame(game);
  const [page, setPage] = useState(1);
  const size = fast ? fastDrawsPageSize : regionalDayPageSize;
  const results = useQuery({
    queryKey: lotteryResultsQueryKeys.day(game, day, page),
    queryFn: () => lotteryReads.results({ game, date: day, page, size }),
    placeholderData: keepPreviousData,
    // A player waiting for a draw sees its board arrive: a fast game draws every minute or more.
    refetchInterval: isFastGame(game) ? 15_000 : 60_000,
  });
  const newest = results.data?.content[0]?.drawId;
  return (
    <PagedList<FinalResult>
      query={results}
      page={page}
      pageSize={size}
      onPage={setPage}
      placeholderHeight={480}
      texts={{
        caption: t('lotteryResults.results.list', { date: props.dayWords }),
        empty: t('lotteryResults.results.empty'),
        emptyHint: t('lotteryResults.results.emptyHint'),
        loadError: t('lotteryResults.results.loadError'),
        pager,
      }}
      renderEntry={(result) =>
        fast ? (
          <FastDrawResult
            key={result.drawId}
            result={result}
            initiallyOpen={page === 1 && result.drawId === newest}
          />
        ) : (
          <StationResult key={result.drawId} result={result} />
        )
      }
    />
  );
}
