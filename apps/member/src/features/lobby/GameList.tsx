import { useT } from '@lotus/i18n';
import { EmptyState } from '@lotus/ui';
import { LoadFailed } from '../../components/LoadFailed.tsx';
import { useLaunchGame } from '../../lib/use-launch-game.ts';
import type { LobbyGame } from '../../lib/catalog-queries.ts';
import { GameCard } from './GameCard.tsx';
import { ResultsSkeleton } from './GameResults.tsx';
import * as styles from './lobby.css.ts';

/**
 * A short list of games (favourites, recent games, a collection) as a plain wrapping grid, with its
 * loading, failed and empty states. Short by nature, so not virtualised.
 */
export function GameList(props: {
  query: { isPending: boolean; isError: boolean; refetch: () => Promise<unknown> };
  games: readonly LobbyGame[] | undefined;
  /** Which of the loaded games to show (the lobby's category). */
  select?: (game: LobbyGame) => boolean;
  label: string;
  emptyTitle: string;
  emptyHint: string;
}) {
  const { t } = useT('lobby');
  const { launch, launching } = useLaunchGame();
  const { query } = props;
  if (query.isError) {
    return <LoadFailed headingLevel={3} title={t('lobby.loadFailed')} onRetry={() => void query.refetch()} />;
  }
  if (query.isPending || !props.games) return <ResultsSkeleton count={4} />;
  const games = props.select ? props.games.filter(props.select) : props.games;
  if (games.length === 0) {
    return <EmptyState headingLevel={3} title={props.emptyTitle} description={props.emptyHint} />;
  }
  return (
    <ul className={styles.popupGrid} aria-label={props.label}>
      {games.map((game) => (
        <li key={game.code} className={styles.popupCell}>
          <GameCard game={game} onPlay={launch} busy={launching === game.code} />
        </li>
      ))}
    </ul>
  );
}
