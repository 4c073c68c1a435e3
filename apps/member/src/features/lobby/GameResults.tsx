import { useSessionStore } from '@lotus/app-shell';
import { useT } from '@lotus/i18n';
import { EmptyState, Skeleton, Spinner } from '@lotus/ui';
import { useInfiniteQuery } from '@tanstack/react-query';
import { LoadFailed } from '../../components/LoadFailed.tsx';
import { useLaunchGame } from '../../lib/use-launch-game.ts';
import type { CatalogFilter } from '@lotus/api-client';
import { catalog, catalogLanguage, catalogQueryKeys } from '../../lib/catalog-queries.ts';
import type { LobbyGame } from '../../lib/catalog-queries.ts';
import { GameCard } from './GameCard.tsx';
import * as styles from './lobby.css.ts';
import { VirtualGrid } from './VirtualGrid.tsx';

/** Games per catalog page: a few screens of cards, so scrolling rarely waits. */
export const lobbyPageSize = 60;
/** The narrowest a card gets: two columns on a 360 px phone. */
const minColumnWidth = 150;

export const cardHeight = (columnWidth: number) => (columnWidth * 3) / 4 + styles.cardInfoHeightPx;

/** The catalog's games for a query, page after page as the player scrolls, in a virtual grid. */
export function GameResults(props: { query: CatalogFilter; label: string }) {
  const { t, language } = useT('lobby');
  const lang = catalogLanguage(language);
  const signedIn = useSessionStore((state) => state.token !== null);
  const { launch, launching } = useLaunchGame();
  const games = useInfiniteQuery({
    // Signed in, each game says whether it is a favourite: a login asks again.
    queryKey: catalogQueryKeys.games({ ...props.query, lang, signedIn }),
    queryFn: ({ pageParam }) => catalog.list({ ...props.query, lang, page: pageParam, size: lobbyPageSize }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.size < last.total ? last.page + 1 : undefined),
  });

  if (games.isPending) return <ResultsSkeleton />;
  if (games.isError && !games.data) {
    return <LoadFailed headingLevel={3} title={t('lobby.loadFailed')} onRetry={() => void games.refetch()} />;
  }
  const items: LobbyGame[] = games.data.pages.flatMap((page) => page.content);
  const total = games.data.pages[0]?.total ?? 0;
  if (items.length === 0) {
    return <EmptyState headingLevel={3} title={t('lobby.empty')} description={t('lobby.emptyHint')} />;
  }
  return (
    <div className={styles.section}>
      <p className={styles.muted} aria-live="polite" data-testid="lobby-count">
        {t('lobby.count', { count: total })}
      </p>
      <VirtualGrid
        items={items}
        itemKey={(game) => game.code}
        label={props.label}
        minColumnWidth={minColumnWidth}
        cardHeight={cardHeight}
        onReachEnd={() => {
          if (games.hasNextPage && !games.isFetchingNextPage && !games.isError) void games.fetchNextPage();
        }}
        renderItem={(game) => <GameCard game={game} onPlay={launch} busy={launching === game.code} />}
      />
      {games.isFetchingNextPage && <Spinner label={t('lobby.loading')} />}
      {games.isFetchNextPageError && (
        <LoadFailed
          headingLevel={3}
          title={t('lobby.loadFailed')}
          onRetry={() => void games.fetchNextPage()}
        />
      )}
    </div>
  );
}

/** Grey cards while the first page loads; the region says it is busy once, not per card. */
export function ResultsSkeleton(props: { count?: number }) {
  const { t } = useT('lobby');
  return (
    <div className={styles.skeletonGrid} aria-busy="true" aria-label={t('lobby.loading')} role="status">
      {Array.from({ length: props.count ?? 12 }, (_, index) => (
        <Skeleton key={index} height={180} radius="md" />
      ))}
    </div>
  );
}
