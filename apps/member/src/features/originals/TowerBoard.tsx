import type { TowerDifficulty } from '@lotus/games';
import { TOWER_DIFFICULTIES, TOWER_LEVELS, towerMultiplier } from '@lotus/games';
import { useT } from '@lotus/i18n';
import type { TileKind } from './BoardTile.tsx';
import { BoardTile } from './BoardTile.tsx';
import { TowerRoofArt } from './GameArt.tsx';
import { formatMultiplier } from './originals-format.ts';
import * as art from './board-art.css.ts';

/** What the tower shows of a round: the columns climbed, the trap hit, and every trap once it is over. */
export interface TowerBoardState {
  difficulty: TowerDifficulty;
  columns: readonly number[];
  trapHit: number | null;
  traps: readonly (readonly number[])[] | null;
  /** The round was cashed out: the floor reached is framed in gold. */
  cashedOut?: boolean;
}

/**
 * The tower: 9 floors under a roof, the top one first on screen, floor 1 at the ground. Each floor
 * names its number and what reaching it pays; the floor to pick is lit while `onPick` is given, the
 * floors climbed are green, the floor of a cash-out is framed in gold and the trap's floor in red.
 * Each tile is a button naming its floor and column, and flips to show a gem (safe) or a mine (trap).
 */
export function TowerBoard(props: {
  state: TowerBoardState;
  onPick?: (column: number) => void;
  busy?: boolean;
}) {
  const { t, language } = useT('originals');
  const { difficulty, columns, trapHit, traps, cashedOut } = props.state;
  const width = TOWER_DIFFICULTIES[difficulty].columns;
  const current = columns.length;
  const levels = Array.from({ length: TOWER_LEVELS }, (_, index) => TOWER_LEVELS - 1 - index);
  return (
    <div className={art.tower} role="group" aria-label={t('originals.tower.board')} aria-busy={props.busy}>
      <TowerRoofArt className={art.roof} />
      <div className={art.floors}>
        {levels.map((level) => {
          const shown = { level: level + 1 };
          let tone: keyof typeof art.floor = 'above';
          if (level < current) tone = cashedOut && level === current - 1 ? 'cashed' : 'climbed';
          else if (level === current && trapHit !== null) tone = 'trapped';
          else if (level === current && props.onPick) tone = 'current';
          return (
            <div
              key={level}
              className={art.floor[tone]}
              role="group"
              aria-label={t('originals.tower.level', shown)}
              aria-current={tone === 'current' ? 'step' : undefined}
              data-floor={tone}
            >
              <span className={art.floorNumber} aria-hidden="true">
                {level + 1}
              </span>
              <div
                className={art.floorTiles}
                style={{ gridTemplateColumns: `repeat(${width}, minmax(0, 1fr))` }}
              >
                {Array.from({ length: width }, (_, column) => {
                  const names = { ...shown, column: column + 1 };
                  let kind: TileKind = 'hidden';
                  if (columns[level] === column) kind = 'safe';
                  else if (level === current && trapHit === column) kind = 'mine';
                  else if (traps?.[level]) kind = traps[level].includes(column) ? 'mineShown' : 'safeShown';
                  return (
                    <BoardTile
                      key={column}
                      kind={kind}
                      wide
                      order={(TOWER_LEVELS - 1 - level) * width + column}
                      labels={{
                        hidden: t('originals.tower.tile', names),
                        safe: t('originals.tower.tileSafe', names),
                        mine: t('originals.tower.tileTrap', names),
                      }}
                      pickable={level === current && props.onPick !== undefined && !props.busy}
                      onPick={() => props.onPick?.(column)}
                    />
                  );
                })}
              </div>
              <span
                className={
                  tone === 'current' || tone === 'cashed'
                    ? `${art.floorPays} ${art.floorPaysStrong}`
                    : art.floorPays
                }
              >
                {formatMultiplier(towerMultiplier(difficulty, level + 1), language)}
              </span>
            </div>
          );
        })}
      </div>
    </div>
  );
}
