import * as styles from './originals.css.ts';

/** What a tile shows: still hidden, the gold / safe step found, the mine / trap hit, or either once the round is over. */
export type TileKind = keyof typeof styles.tile;

const isSafe = (kind: TileKind) => kind === 'safe' || kind === 'safeShown';
const isMine = (kind: TileKind) => kind === 'mine' || kind === 'mineShown';

/**
 * One tile of the Mines Gold board or the tower: a button whose name says what it shows (for
 * screen readers; the glyph is the same ◆ or ✹ in both games). Only a hidden tile can be picked.
 */
export function BoardTile(props: {
  kind: TileKind;
  /** The tile's name while hidden, once safe, once a mine or trap. */
  labels: { hidden: string; safe: string; mine: string };
  pickable: boolean;
  onPick: () => void;
  className?: string;
  /** Mines Gold's engine tile (0–24), read by the end-to-end tests. */
  tile?: number;
}) {
  const { kind, labels } = props;
  return (
    <button
      type="button"
      className={props.className ? `${styles.tile[kind]} ${props.className}` : styles.tile[kind]}
      aria-label={isSafe(kind) ? labels.safe : isMine(kind) ? labels.mine : labels.hidden}
      data-tile={props.tile}
      data-kind={kind}
      disabled={!props.pickable || kind !== 'hidden'}
      onClick={props.onPick}
    >
      {isSafe(kind) ? '◆' : isMine(kind) ? '✹' : ''}
    </button>
  );
}
