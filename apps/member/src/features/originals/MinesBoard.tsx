import { MINES_GRID_SIZE, MINES_TILE_COUNT } from '@lotus/games';
import { useT } from '@lotus/i18n';
import * as styles from './originals.css.ts';

/** What the board shows of a round: the gold found, the mine hit, and every mine once it is over. */
export interface MinesBoardState {
  revealed: readonly number[];
  mineHit: number | null;
  mineTiles: readonly number[] | null;
}

/**
 * The 5 × 5 Mines Gold board: 25 buttons, tile = row × 5 + column. A hidden tile is pickable while
 * `onPick` is given; each button names its tile and what it shows, for screen readers.
 */
export function MinesBoard(props: {
  state: MinesBoardState;
  onPick?: (tile: number) => void;
  busy?: boolean;
}) {
  const { t } = useT();
  const { revealed, mineHit, mineTiles } = props.state;
  return (
    <div
      className={styles.grid}
      style={{ gridTemplateColumns: `repeat(${MINES_GRID_SIZE}, minmax(0, 1fr))` }}
      role="group"
      aria-label={t('originals.mines.board')}
      aria-busy={props.busy}
    >
      {Array.from({ length: MINES_TILE_COUNT }, (_, tile) => {
        const number = tile + 1;
        const isRevealed = revealed.includes(tile);
        const isMine = mineHit === tile || (mineTiles?.includes(tile) ?? false);
        let kind: keyof typeof styles.tile = 'hidden';
        let label: string = t('originals.mines.tile', { number });
        if (isRevealed) kind = 'safe';
        else if (mineHit === tile) kind = 'mine';
        else if (mineTiles) kind = isMine ? 'mineShown' : 'safeShown';
        if (kind === 'safe' || kind === 'safeShown') label = t('originals.mines.tileSafe', { number });
        if (kind === 'mine' || kind === 'mineShown') label = t('originals.mines.tileMine', { number });
        const pickable = kind === 'hidden' && props.onPick !== undefined && !props.busy;
        return (
          <button
            key={tile}
            type="button"
            className={styles.tile[kind]}
            aria-label={label}
            data-tile={tile}
            data-kind={kind}
            disabled={!pickable}
            onClick={() => props.onPick?.(tile)}
          >
            {kind === 'safe' || kind === 'safeShown'
              ? '◆'
              : kind === 'mine' || kind === 'mineShown'
                ? '✹'
                : ''}
          </button>
        );
      })}
    </div>
  );
}
