import type { TowerDifficulty } from '@lotus/games';
import { TOWER_DIFFICULTIES, TOWER_LEVELS } from '@lotus/games';
import { useT } from '@lotus/i18n';
import type { TileKind } from './BoardTile.tsx';
import { BoardTile } from './BoardTile.tsx';
import * as styles from './originals.css.ts';

/** What the tower shows of a round: the columns climbed, the trap hit, and every trap once it is over. */
export interface TowerBoardState {
  difficulty: TowerDifficulty;
  columns: readonly number[];
  trapHit: number | null;
  traps: readonly (readonly number[])[] | null;
}

/**
 * The tower: 9 levels, the top one first on screen, level 1 at the bottom. Only the next level's
 * tiles are pickable while `onPick` is given; each tile is a button naming its level and column.
 */
export function TowerBoard(props: {
  state: TowerBoardState;
  onPick?: (column: number) => void;
  busy?: boolean;
}) {
  const { t } = useT('originals');
  const { difficulty, columns, trapHit, traps } = props.state;
  const width = TOWER_DIFFICULTIES[difficulty].columns;
  const current = columns.length;
  const levels = Array.from({ length: TOWER_LEVELS }, (_, index) => TOWER_LEVELS - 1 - index);
  return (
    <div className={styles.tower} role="group" aria-label={t('originals.tower.board')} aria-busy={props.busy}>
      {levels.map((level) => {
        const shown = { level: level + 1 };
        return (
          <div
            key={level}
            className={`${styles.towerLevel} ${level === current && props.onPick ? styles.currentLevel : ''}`}
            style={{ gridTemplateColumns: `repeat(${width}, minmax(0, 1fr))` }}
            role="group"
            aria-label={t('originals.tower.level', shown)}
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
                  className={styles.towerTile}
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
        );
      })}
    </div>
  );
}
