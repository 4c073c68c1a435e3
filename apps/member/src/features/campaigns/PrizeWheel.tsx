import type { Prize } from '@lotus/contract/campaigns';
import { useT } from '@lotus/i18n';
import { useEffect, useRef } from 'react';
import { usePrefersReducedMotion } from '../../lib/use-prefers-reduced-motion.ts';
import * as styles from './campaigns.css.ts';

/** How long the wheel's turn lasts (campaigns.css.ts's transition), and a little more. */
const turnMs = 4_400;

/** A point on the wheel's circle, `angle` degrees clockwise from the top. */
function at(angle: number, radius: number): [number, number] {
  const radians = ((angle - 90) * Math.PI) / 180;
  return [radius * Math.cos(radians), radius * Math.sin(radians)];
}

/**
 * The prize wheel, drawn: one segment per prize, clockwise from the top, each with its prize. It
 * turns to `turn` degrees, which the page sets from the server's answer (the outcome is known
 * before the wheel moves; the turn only shows it) and says when it has stopped: at the end of the
 * turn, at once under reduced motion, or after the turn's time if no transition ran.
 */
export function PrizeWheel(props: {
  prizes: readonly Prize[];
  labels: readonly string[];
  turn: number;
  onStopped: () => void;
}) {
  const { t } = useT('campaigns');
  const reduced = usePrefersReducedMotion();
  const { turn, onStopped } = props;
  const stopped = useRef(onStopped);
  stopped.current = onStopped;
  useEffect(() => {
    if (turn === 0) return;
    if (reduced) {
      stopped.current();
      return;
    }
    const timer = window.setTimeout(() => stopped.current(), turnMs);
    return () => window.clearTimeout(timer);
  }, [turn, reduced]);
  const count = props.prizes.length;
  const segment = 360 / count;
  return (
    <div className={styles.wheelBox}>
      <svg
        viewBox="-100 -100 200 200"
        className={styles.wheel}
        style={{ transform: `rotate(${turn}deg)` }}
        role="img"
        aria-label={t('campaigns.art.wheel', { count })}
        data-testid="prize-wheel"
        data-turn={turn}
      >
        {props.prizes.map((prize, index) => {
          const [x1, y1] = at(index * segment, 92);
          const [x2, y2] = at((index + 1) * segment, 92);
          const large = segment > 180 ? 1 : 0;
          const none = prize.kind === 'none';
          const middle = (index + 0.5) * segment;
          const [lx, ly] = at(middle, 58);
          // Labels in the lower half turn half a turn more, so none reads upside down.
          const labelTurn = middle > 90 && middle < 270 ? middle + 180 : middle;
          // An odd count would put two segments of one colour side by side at the top: the last gets a third.
          const fill = none
            ? styles.wheelSegmentNone
            : count % 2 === 1 && index === count - 1
              ? styles.wheelSegmentLast
              : index % 2 === 0
                ? styles.wheelSegmentEven
                : styles.wheelSegmentOdd;
          return (
            <g key={index}>
              <path d={`M0 0L${x1} ${y1}A92 92 0 ${large} 1 ${x2} ${y2}Z`} className={fill} />
              <text
                x={lx}
                y={ly}
                textAnchor="middle"
                dominantBaseline="middle"
                transform={`rotate(${labelTurn} ${lx} ${ly})`}
                className={none ? styles.wheelLabelNone : styles.wheelLabel}
              >
                {props.labels[index]}
              </text>
            </g>
          );
        })}
        <circle r="92" className={styles.wheelRim} />
        <circle r="14" className={styles.wheelHub} />
      </svg>
      <svg viewBox="0 0 24 30" className={styles.pointer} aria-hidden="true" focusable="false">
        <path d="M2 2h20L12 28z" />
      </svg>
    </div>
  );
}
