import { useT } from '@lotus/i18n';
import type { LobbyGame } from '../../lib/catalog-queries.ts';
import { FavouriteButton } from '../lobby/index.ts';
import * as styles from './lottery.css.ts';

/** The image's intrinsic size: the browser reserves the space before it loads, so nothing jumps. */
const imageWidth = 72;
const imageHeight = 54;

/**
 * A lottery to choose: its image, its whole name and its vendor; pressing it opens the lottery on
 * the page; the star keeps it among the favourites (the lobbies' star).
 */
export function LotteryCard(props: { game: LobbyGame; onChoose: (game: LobbyGame) => void }) {
  const { t } = useT('lobby');
  const { game } = props;
  return (
    <article className={styles.card} data-testid="lottery-card" data-code={game.code}>
      <button
        type="button"
        className={styles.choose}
        onClick={() => props.onChoose(game)}
        aria-label={t('lobby.card.play', { name: game.name })}
      >
        <img
          className={styles.thumb}
          src={game.imageUrl}
          alt=""
          loading="lazy"
          decoding="async"
          width={imageWidth}
          height={imageHeight}
        />
        <span className={styles.text}>
          <span className={styles.name}>{game.name}</span>
          <span className={styles.vendor}>{game.vendorName}</span>
        </span>
      </button>
      <FavouriteButton game={game} />
    </article>
  );
}
