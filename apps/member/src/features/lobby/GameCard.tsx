import { useT } from '@lotus/i18n';
import type { LobbyGame } from '../../lib/catalog-queries.ts';
import { FavouriteButton } from './FavouriteButton.tsx';
import * as styles from './lobby.css.ts';

/** The image's intrinsic size: the browser reserves the space before it loads, so nothing jumps. */
const imageWidth = 240;
const imageHeight = 180;

/**
 * A game: its image (loaded only when near the screen), name and vendor; pressing it starts the
 * launch flow; the star keeps it among the favourites.
 */
/** What a card shows: every catalog game; a hot game of the home page has no vendor or favourite. */
export type CardGame = Pick<LobbyGame, 'code' | 'name' | 'imageUrl'> &
  Partial<Pick<LobbyGame, 'vendorName' | 'nodeId' | 'isFav'>>;

export function GameCard(props: { game: CardGame; onPlay: (game: CardGame) => void; busy?: boolean }) {
  const { t } = useT('lobby');
  const { game } = props;
  return (
    <article className={styles.card} data-testid="game-card" data-code={game.code}>
      <button
        type="button"
        className={styles.play}
        onClick={() => props.onPlay(game)}
        disabled={props.busy}
        aria-busy={props.busy || undefined}
        aria-label={t('lobby.card.play', { name: game.name })}
      >
        <img
          className={styles.image}
          src={game.imageUrl}
          alt=""
          loading="lazy"
          decoding="async"
          width={imageWidth}
          height={imageHeight}
        />
        <span className={styles.info}>
          <span className={styles.name}>{game.name}</span>
          {game.vendorName && <span className={styles.vendor}>{game.vendorName}</span>}
        </span>
      </button>
      {game.nodeId !== undefined && (
        <FavouriteButton game={{ nodeId: game.nodeId, isFav: game.isFav ?? false, name: game.name }} />
      )}
    </article>
  );
}
