import { GemArt, MineArt } from './GameArt.tsx';
import * as art from './board-art.css.ts';

/**
 * What a tile shows: still hidden, the gem / safe step found, the mine / trap hit, or (once the round
 * is over) what an unpicked tile hid.
 */
export type TileKind = 'hidden' | 'safe' | 'mine' | 'safeShown' | 'mineShown';

const isSafe = (kind: TileKind) => kind === 'safe' || kind === 'safeShown';
const isMine = (kind: TileKind) => kind === 'mine' || kind === 'mineShown';
const backFace = { safe: 'gem', safeShown: 'gemShown', mine: 'mine', mineShown: 'mineShown' } as const;

/**
 * One tile of the Mines Gold board or the tower: a button whose name says what it shows (for screen
 * readers). Hidden, it is a raised tile; once picked it flips to a gem (with a sparkle) or a mine
 * (with a burst); at the end of a round the unpicked tiles flip, dimmed, to show what they hid. Only
 * a hidden tile can be picked. The flip is a CSS transition: a tile drawn already turned (a round
 * resumed) does not flip, and reduced motion turns it at once.
 */
export function BoardTile(props: {
  kind: TileKind;
  /** The tile's name while hidden, once safe, once a mine or trap. */
  labels: { hidden: string; safe: string; mine: string };
  pickable: boolean;
  onPick: () => void;
  /** Tower's wide tiles. */
  wide?: boolean;
  /** Its place on the board: the end-of-round flips ripple out in this order. */
  order?: number;
  /** Mines Gold's engine tile (0–24), read by the end-to-end tests. */
  tile?: number;
}) {
  const { kind, labels } = props;
  const turned = kind !== 'hidden';
  const artClass = props.wide ? `${art.art} ${art.towerArt}` : art.art;
  return (
    <button
      type="button"
      className={props.wide ? `${art.tileButton} ${art.towerTileButton}` : art.tileButton}
      aria-label={isSafe(kind) ? labels.safe : isMine(kind) ? labels.mine : labels.hidden}
      data-tile={props.tile}
      data-kind={kind}
      disabled={!props.pickable || kind !== 'hidden'}
      onClick={props.onPick}
    >
      <span
        className={`${art.flipper}${turned ? ` ${art.flipped}` : ''}${kind === 'mine' ? ` ${art.shaking}` : ''}`}
        style={
          kind === 'safeShown' || kind === 'mineShown'
            ? { transitionDelay: `${Math.min(props.order ?? 0, 24) * 18}ms` }
            : undefined
        }
      >
        <span className={art.front}>
          <span className={art.frontMark} />
        </span>
        {turned && (
          <span className={art.backFace[backFace[kind]]}>
            {isSafe(kind) ? <GemArt className={artClass} /> : <MineArt className={artClass} />}
          </span>
        )}
      </span>
      {kind === 'safe' && <span className={art.sparkleFx} aria-hidden="true" />}
      {kind === 'mine' && <span className={art.burstFx} aria-hidden="true" />}
    </button>
  );
}
