import type { CrashRound } from '@lotus/contract/crash';
import { cashOutMultiplierAt, elapsedMsFor } from '@lotus/games';
import { useT } from '@lotus/i18n';
import { formatMultiplier } from './crash-room-state.ts';
import * as styles from './crash.css.ts';
import { multiplierAt } from './use-room-clock.ts';

const samples = 48;
/** The axes grow with the round; they start at 8 s and 2x so an early crash still draws a visible curve. */
const minSpanMs = 8_000;
const minTopMultiplier = 20_000;

function curvePath(elapsedMs: number): string {
  const spanMs = Math.max(minSpanMs, elapsedMs);
  const top = Math.max(minTopMultiplier, cashOutMultiplierAt(elapsedMs));
  const points: string[] = [];
  for (let index = 0; index <= samples; index++) {
    const t = (elapsedMs * index) / samples;
    const x = (t / spanMs) * 100;
    const y = 60 - ((cashOutMultiplierAt(t) - 10_000) / (top - 10_000)) * 56;
    points.push(`${x.toFixed(2)},${y.toFixed(2)}`);
  }
  return `M${points.join(' L')}`;
}

/**
 * The room's big reading and curve: the countdown while betting, the multiplier climbing from
 * `startedAt` (the server's own function, so it matches what a cash-out pays), the crash point after.
 */
export function CrashCurve(props: { round: CrashRound; now: number }) {
  const { t, language } = useT('crash');
  const { round, now } = props;
  let reading: string;
  let status: string;
  let elapsedMs = 0;
  if (round.phase === 'betting') {
    const seconds = Math.max(0, Math.ceil((Date.parse(round.bettingEndsAt) - now) / 1000));
    reading = formatMultiplier(10_000, language);
    status = t('crash.phase.betting', { seconds });
  } else if (round.phase === 'running' && round.startedAt !== null) {
    elapsedMs = Math.max(0, now - Date.parse(round.startedAt));
    reading = formatMultiplier(multiplierAt(round.startedAt, now), language);
    status = t('crash.phase.running');
  } else {
    const point = round.crashPoint ?? 10_000;
    elapsedMs = elapsedMsFor(point);
    reading = formatMultiplier(point, language);
    status = t('crash.phase.crashed', { multiplier: reading });
  }
  return (
    <div
      className={styles.curveBox}
      role="img"
      aria-label={t('crash.curveLabel', { number: round.roundNumber })}
    >
      {round.phase !== 'betting' && (
        <svg className={styles.curve} viewBox="0 0 100 62" preserveAspectRatio="none" aria-hidden="true">
          <path
            d={curvePath(elapsedMs)}
            className={styles.curveLine[round.phase === 'crashed' ? 'crashed' : 'running']}
            vectorEffect="non-scaling-stroke"
          />
        </svg>
      )}
      <div className={styles.reading}>
        <span
          className={`${styles.bigNumber} ${styles.multiplier[round.phase]}`}
          data-testid="crash-multiplier"
        >
          {reading}
        </span>
        <span className={styles.phaseText}>{status}</span>
      </div>
    </div>
  );
}
