import { MINES_GRID_SIZE, MINES_TILE_COUNT } from '@lotus/games';
import { useT } from '@lotus/i18n';
import type { TileKind } from './BoardTile.tsx';
import { BoardTile } from './BoardTile.tsx';
import * as art from './board-art.css.ts';

/** What the board shows of a round: the gold found, the mine hit, and every mine once it is over. */
export interface MinesBoardState {
  revealed: readonly number[];
  mineHit: number | null;
  mineTiles: readonly number[] | null;
}

/**
 * The 5 × 5 Mines Gold board: 25 tiles in a tray, tile = row × 5 + column. A hidden tile is pickable
 * while `onPick` is given; each button names its tile and what it shows (gem or mine), for screen
 * readers. Once the round is over every unpicked tile turns, dimmed, to show what it hid.
 */
export function MinesBoard(props: {
  state: MinesBoardState;
  onPick?: (tile: number) => void;
  busy?: boolean;
}) {
  const { t } = useT('originals');
  const { revealed, mineHit, mineTiles } = props.state;
  return (
    <div
      className={art.minesBoard}
      style={{ gridTemplateColumns: `repeat(${MINES_GRID_SIZE}, minmax(0, 1fr))` }}
      role="group"
      aria-label={t('originals.mines.board')}
      aria-busy={props.busy}
    >
      {Array.from({ length: MINES_TILE_COUNT }, (_, tile) => {
        const number = tile + 1;
        let kind: TileKind = 'hidden';
        if (revealed.includes(tile)) kind = 'safe';
        else if (mineHit === tile) kind = 'mine';
        else if (mineTiles) kind = mineTiles.includes(tile) ? 'mineShown' : 'safeShown';
        return (
          <BoardTile
            key={tile}
            tile={tile}
            order={tile}
            kind={kind}
            labels={{
              hidden: t('originals.mines.tile', { number }),
              safe: t('originals.mines.tileSafe', { number }),
              mine: t('originals.mines.tileMine', { number }),
            }}
            pickable={props.onPick !== undefined && !props.busy}
            onPick={() => props.onPick?.(tile)}
          />
        );
      })}
    </div>
  );
}
