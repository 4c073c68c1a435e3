import { useT } from '@lotus/i18n';
import { EmptyState, Skeleton } from '@lotus/ui';
import { Link } from '@lotus/app-shell/routing';
import { LoadFailed } from '../../components/LoadFailed.tsx';
import type { LobbyGame } from '../../lib/catalog-queries.ts';
import { lobbyStyles } from '../lobby/index.ts';
import { LotteryCard } from './LotteryCard.tsx';
import type { LotteryPageKind } from './lottery-pages.ts';
import * as styles from './lottery.css.ts';

interface LotteryGamesProps {
  query: { isPending: boolean; isError: boolean; refetch: () => Promise<unknown> };
  games: readonly LobbyGame[];
  page: LotteryPageKind;
  /** The code of the game on screen, or null while the player chooses. */
  selected: string | null;
  onSelect: (game: LobbyGame) => void;
}

/**
 * The page's lotteries, with their loading, failed and empty states: cards (image, whole name,
 * vendor, favourite star) while the player chooses; once a game is open, a row of its siblings as tabs
 * above the frame, the open one marked, each a link to its address.
 */
export function LotteryGames(props: LotteryGamesProps) {
  const { t } = useT('lottery');
  const { query, games, selected } = props;
  if (query.isError) {
    return <LoadFailed title={t('lottery.loadFailed')} onRetry={() => void query.refetch()} />;
  }
  if (query.isPending) {
    // The shape of what is coming: a few card rows, or the row of tabs above a game.
    return (
      <div
        className={selected === null ? styles.cards : undefined}
        role="status"
        aria-busy="true"
        aria-label={t('lottery.loading')}
      >
        {Array.from({ length: selected === null ? 4 : 1 }, (_, index) => (
          <Skeleton key={index} height={selected === null ? 72 : 36} radius="md" />
        ))}
      </div>
    );
  }
  if (games.length === 0) {
    // With a game open, its frame says everything: an empty row would only take room.
    if (selected !== null) return null;
    return <EmptyState title={t('lottery.empty')} description={t('lottery.emptyHint')} />;
  }
  if (selected === null) {
    return (
      <ul className={styles.cards} aria-label={t('lottery.gamesLabel')}>
        {games.map((game) => (
          <li key={game.code} className={lobbyStyles.popupCell}>
            <LotteryCard game={game} onChoose={props.onSelect} />
          </li>
        ))}
      </ul>
    );
  }
  return (
    <nav aria-label={t('lottery.gamesLabel')} className={lobbyStyles.categoryNavBox}>
      <ul className={lobbyStyles.categoryNav}>
        {games.map((game) => (
          <li key={game.code}>
            <Link
              to={props.page.addressOf(game)}
              className={lobbyStyles.categoryLink}
              aria-current={game.code === selected ? 'page' : undefined}
              onClick={(event) => {
                // The address is there to copy or open in another tab; a plain click is the page's
                // (a visitor is asked to log in, the game already open stays as it is).
                if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
                  return;
                }
                event.preventDefault();
                props.onSelect(game);
              }}
            >
              {game.name}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
