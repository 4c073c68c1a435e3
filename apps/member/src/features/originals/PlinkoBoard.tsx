import type { PlinkoRisk, PlinkoRows } from '@lotus/games';
import { plinkoMultipliers } from '@lotus/games';
import { useT } from '@lotus/i18n';
import * as styles from './originals.css.ts';

/** The ball's drop: its bounces, top row first, and a key that restarts the animation per drop. */
export interface PlinkoDrop {
  path: readonly ('left' | 'right')[];
  bucket: number;
  key: string;
}

const width = 100;

/** A bucket's pay in as few characters as fit 17 buckets on a phone: "1000", "26", "1.5", "0.2". */
function compactMultiplier(multiplier: number): string {
  return String(Number((multiplier / 10_000).toFixed(2)));
}
const rowGap = 6;

/** The x of peg or ball position `index` on row `row` (row r has r + 3 pegs, centred). */
function xOf(row: number, index: number, rows: number): number {
  const spacing = width / (rows + 2);
  return width / 2 + (index - (row + 2) / 2) * spacing;
}

/**
 * The Plinko board in SVG: the pegs of each row, and, after a drop, the ball moving along its path
 * (SMIL animateMotion: no script runs per frame) and the bucket it lands in highlighted.
 */
export function PlinkoBoard(props: { rows: PlinkoRows; risk: PlinkoRisk; drop: PlinkoDrop | null }) {
  const { t } = useT('originals');
  const { rows, drop } = props;
  const height = (rows + 1) * rowGap + 4;
  const multipliers = plinkoMultipliers({ rows, risk: props.risk });
  let points = '';
  if (drop) {
    // The ball rests on one peg a row: on row r, peg 1 + (rights so far); it ends in the gap of its
    // bucket under the last row, which is where row `rows` would have peg bucket + 1.
    let rights = 0;
    const steps = [`${xOf(0, 1, rows)},0`];
    drop.path.forEach((bounce, row) => {
      steps.push(`${xOf(row, rights + 1, rows)},${(row + 1) * rowGap - 1.6}`);
      if (bounce === 'right') rights += 1;
    });
    steps.push(`${xOf(rows, rights + 1, rows)},${(rows + 1) * rowGap}`);
    points = steps.join(' ');
  }
  return (
    <div className={styles.stack}>
      <svg
        className={styles.plinkoSvg}
        viewBox={`0 0 ${width} ${height}`}
        role="img"
        aria-label={t('originals.plinko.board')}
      >
        {Array.from({ length: rows }, (_, row) =>
          Array.from({ length: row + 3 }, (_, index) => (
            <circle
              key={`${row}-${index}`}
              className={styles.peg}
              cx={xOf(row, index, rows)}
              cy={(row + 1) * rowGap}
              r={0.7}
            />
          )),
        )}
        {drop && (
          <g key={drop.key}>
            <polyline className={styles.pathLine} points={points} />
            <circle className={styles.ball} r={1.6} cx={0} cy={0}>
              <animateMotion
                dur={`${rows * 0.12}s`}
                fill="freeze"
                path={`M ${points.replaceAll(' ', ' L ')}`}
              />
            </circle>
          </g>
        )}
      </svg>
      {/* Bucket k sits under the gap it is reached through: one peg spacing wide, half of one at each end. */}
      <div className={styles.buckets} style={{ paddingInline: `${50 / (rows + 2)}%` }} aria-hidden="true">
        {multipliers.map((multiplier, bucket) => (
          <span key={bucket} className={drop?.bucket === bucket ? styles.bucket.hit : styles.bucket.plain}>
            {compactMultiplier(multiplier)}
          </span>
        ))}
      </div>
    </div>
  );
}
