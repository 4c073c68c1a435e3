import type { PlinkoRisk, PlinkoRows } from '@lotus/games';
import { plinkoMultipliers } from '@lotus/games';
import { useT } from '@lotus/i18n';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { usePrefersReducedMotion } from '../../lib/use-prefers-reduced-motion.ts';
import { plinkoGeometry, plinkoTimeline, positionAt } from './plinko-motion.ts';
import type { PlinkoDrop } from './plinko-motion.ts';
import * as styles from './originals.css.ts';

export type { PlinkoDrop } from './plinko-motion.ts';

/** A bucket's pay in as few characters as fit 17 buckets on a phone: "1000", "26", "1,5", "0,2". */
function compactMultiplier(multiplier: number, language: string): string {
  return new Intl.NumberFormat(language, { maximumFractionDigits: 1, useGrouping: false }).format(
    multiplier / 10_000,
  );
}

/** A bucket's colour by what it pays: the rare big ones hot, the ones below the stake quiet. */
function toneOf(multiplier: number): keyof typeof styles.bucketTone {
  if (multiplier >= 100_000) return 'top';
  if (multiplier >= 30_000) return 'high';
  if (multiplier >= 10_000) return 'even';
  return 'low';
}

/**
 * The Plinko board in SVG: the pegs of each row and the buckets under them, coloured by what they
 * pay. A drop moves the ball peg row by peg row along the round's own path (the server's outcome,
 * the verifier's too: never a path of the page's own), bouncing off each peg it meets, and it lands
 * in the bucket the outcome names, which then pulses. With reduced motion the ball is in its bucket
 * at once. `onPeg` is told of each peg the ball meets, `onLand` of the landing (once per drop key).
 */
export function PlinkoBoard(props: {
  rows: PlinkoRows;
  risk: PlinkoRisk;
  drop: PlinkoDrop | null;
  onPeg?: (row: number) => void;
  onLand?: (drop: PlinkoDrop) => void;
}) {
  const { t, language } = useT('originals');
  const { rows, drop } = props;
  const reducedMotion = usePrefersReducedMotion();
  const geometry = plinkoGeometry(rows);
  const multipliers = plinkoMultipliers({ rows, risk: props.risk });
  // A drop whose path does not fit the rows shown (the rows changed since) is not drawn.
  const current = drop && drop.path.length === rows ? drop : null;
  const timeline = current ? plinkoTimeline(geometry, current.path) : null;
  // How many pegs the current drop has met (rows + 1 once it is in its bucket).
  const [progress, setProgress] = useState<{ key: string; reached: number } | null>(null);
  const reached = current && progress?.key === current.key ? progress.reached : 0;
  const landed = current !== null && reached > rows;
  const ball = useRef<SVGCircleElement>(null);
  const callbacks = useRef({ onPeg: props.onPeg, onLand: props.onLand });
  useEffect(() => {
    callbacks.current = { onPeg: props.onPeg, onLand: props.onLand };
  });

  const key = current?.key ?? null;
  useLayoutEffect(() => {
    if (!current || !timeline) return;
    const land = () => {
      setProgress({ key: current.key, reached: rows + 1 });
      callbacks.current.onLand?.(current);
    };
    const place = (x: number, y: number) => {
      ball.current?.setAttribute('cx', x.toFixed(3));
      ball.current?.setAttribute('cy', y.toFixed(3));
    };
    if (reducedMotion || typeof requestAnimationFrame !== 'function') {
      const end = timeline.points.at(-1)!;
      place(end.x, end.y);
      land();
      return;
    }
    setProgress({ key: current.key, reached: 0 });
    let frame = 0;
    let started: number | null = null;
    let met = 0;
    const step = (now: number) => {
      started ??= now;
      const elapsed = now - started;
      const at = positionAt(timeline, elapsed);
      place(at.x, at.y);
      // A peg is met when the ball reaches it; the last "contact" is the bucket's floor.
      while (met < rows && elapsed >= timeline.contactTimes[met]!) {
        callbacks.current.onPeg?.(met);
        met += 1;
        setProgress({ key: current.key, reached: met });
      }
      if (elapsed >= timeline.duration) {
        land();
        return;
      }
      frame = requestAnimationFrame(step);
    };
    frame = requestAnimationFrame(step);
    return () => cancelAnimationFrame(frame);
    // The drop's key names its path: a new key is a new drop; nothing else restarts it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, reducedMotion]);

  // Where the ball is drawn before the first frame moves it: its start, or its bucket once landed.
  const ballAt = timeline ? (landed ? timeline.points.at(-1)! : timeline.points[0]!) : null;
  const litPegs = new Set<string>();
  if (current && timeline) {
    for (let row = 0; row < Math.min(reached, rows); row++) litPegs.add(`${row}-${timeline.pegs[row]}`);
  }
  const { spacing, pegRadius, ballRadius, bucketTop, bucketHeight, height } = geometry;
  const fontSize = Math.min(spacing * 0.48, 3.4);
  return (
    <div className={styles.plinkoBoard}>
      <svg
        className={styles.plinkoSvg}
        viewBox={`0 0 100 ${height.toFixed(2)}`}
        role="img"
        aria-label={t('originals.plinko.board')}
        data-testid="plinko-board"
        data-landed={landed ? 'true' : 'false'}
      >
        {Array.from({ length: rows }, (_, row) =>
          Array.from({ length: row + 3 }, (_, index) => (
            <circle
              key={`${row}-${index}`}
              className={litPegs.has(`${row}-${index}`) ? styles.peg.lit : styles.peg.plain}
              data-peg={`${row}-${index}`}
              data-lit={litPegs.has(`${row}-${index}`) ? 'true' : undefined}
              cx={geometry.pegX(row, index)}
              cy={geometry.rowY(row)}
              r={pegRadius}
            />
          )),
        )}
        {multipliers.map((multiplier, bucket) => {
          const hit = landed && current?.bucket === bucket;
          const x = geometry.bucketX(bucket);
          const label = compactMultiplier(multiplier, language);
          return (
            <g
              key={bucket}
              className={hit ? styles.bucketHit : undefined}
              data-bucket={bucket}
              data-multiplier={multiplier}
              data-hit={hit ? 'true' : undefined}
            >
              <rect
                className={styles.bucketTone[toneOf(multiplier)]}
                x={x - spacing * 0.46}
                y={bucketTop}
                width={spacing * 0.92}
                height={bucketHeight}
                rx={spacing * 0.14}
              />
              <text
                className={styles.bucketText[toneOf(multiplier)]}
                x={x}
                y={bucketTop + bucketHeight / 2}
                fontSize={fontSize}
                textAnchor="middle"
                dominantBaseline="central"
                // A long label ("1000" on 16 rows) is squeezed into its bucket rather than overflow.
                {...(label.length * fontSize * 0.58 > spacing * 0.86
                  ? { textLength: spacing * 0.86, lengthAdjust: 'spacingAndGlyphs' }
                  : {})}
              >
                {label}
              </text>
              {hit && (
                <rect
                  className={styles.bucketRing}
                  x={x - spacing * 0.5}
                  y={bucketTop - spacing * 0.04}
                  width={spacing}
                  height={bucketHeight + spacing * 0.08}
                  rx={spacing * 0.16}
                />
              )}
            </g>
          );
        })}
        {current && ballAt && (
          <circle
            key={current.key}
            ref={ball}
            className={styles.ball}
            data-testid="plinko-ball"
            data-bucket={landed ? current.bucket : undefined}
            cx={ballAt.x}
            cy={ballAt.y}
            r={ballRadius}
          />
        )}
      </svg>
    </div>
  );
}
