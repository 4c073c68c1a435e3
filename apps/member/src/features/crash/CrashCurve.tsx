import type { CrashMyBet, CrashPlayer, CrashRound } from '@lotus/contract/crash';
import { CRASH_GROWTH_PER_MS, elapsedMsFor } from '@lotus/games';
import { formatMultiplier as formatMultiplierIn, formatNumber, useT } from '@lotus/i18n';
import { formatMultiplier } from './crash-room-state.ts';
import * as styles from './crash.css.ts';
import { multiplierAt } from './use-room-clock.ts';

// The plot in SVG units: the box is 16 by 10, so text keeps its shape at every width.
const box = { width: 160, height: 100 };
const plot = { left: 17, right: 154, top: 8, bottom: 88 };
const samples = 64;
/** The axes grow with the round; they start at 8 s and 2x so an early crash still draws a visible curve. */
const minSpanMs = 8_000;
const minTop = 2;

/** The curve's height at `elapsedMs`, as a plain number (1 = 1x): smooth, where payouts round down. */
const curveAt = (elapsedMs: number) => Math.exp(CRASH_GROWTH_PER_MS * elapsedMs);

/** The smallest of 1, 2, 5 × 10^k at least `rough`. */
function niceStep(rough: number): number {
  const power = 10 ** Math.floor(Math.log10(rough));
  for (const factor of [1, 2, 5, 10]) if (factor * power >= rough) return factor * power;
  return 10 * power;
}

/** The axes of a round `elapsedMs` in: time across (ms), the multiplier up (1 = 1x at the bottom). */
export function crashAxes(elapsedMs: number) {
  const spanMs = Math.max(minSpanMs, elapsedMs * 1.15);
  const top = Math.max(minTop, 1 + (curveAt(elapsedMs) - 1) * 1.2);
  const x = (ms: number) => plot.left + (ms / spanMs) * (plot.right - plot.left);
  const y = (multiplier: number) => plot.bottom - ((multiplier - 1) / (top - 1)) * (plot.bottom - plot.top);
  const yStep = niceStep((top - 1) / 4);
  const yTicks: number[] = [];
  for (let value = Math.ceil(1 / yStep) * yStep; value <= top; value += yStep) {
    if (value > 1 + yStep / 2) yTicks.push(Number(value.toFixed(6)));
  }
  const secondsStep = niceStep(spanMs / 1000 / 5);
  const xTicks: number[] = [];
  for (let seconds = secondsStep; seconds * 1000 <= spanMs; seconds += secondsStep) xTicks.push(seconds);
  return { spanMs, top, x, y, yTicks, xTicks };
}

/** The curve from the start to `elapsedMs` as an SVG path, and its tip with the climb's angle there. */
export function curveOf(elapsedMs: number, axes: ReturnType<typeof crashAxes>) {
  const points: [number, number][] = [];
  for (let index = 0; index <= samples; index++) {
    const ms = (elapsedMs * index) / samples;
    points.push([axes.x(ms), axes.y(curveAt(ms))]);
  }
  const [tipX, tipY] = points.at(-1)!;
  // The angle of the last stretch (screen y grows downwards), for the rocket to point along it.
  const lookBack = Math.max(1, elapsedMs * 0.03);
  const backX = axes.x(Math.max(0, elapsedMs - lookBack));
  const backY = axes.y(curveAt(Math.max(0, elapsedMs - lookBack)));
  const angle = elapsedMs > 0 ? (Math.atan2(tipY - backY, tipX - backX) * 180) / Math.PI : -20;
  const line = `M${points.map(([px, py]) => `${px.toFixed(2)},${py.toFixed(2)}`).join(' L')}`;
  const area = `${line} L${tipX.toFixed(2)},${plot.bottom} L${plot.left},${plot.bottom} Z`;
  return { line, area, tip: { x: tipX, y: tipY }, angle };
}

/**
 * The room's big reading and curve: the countdown while betting; the multiplier climbing from
 * `startedAt` (the server's own function, so it matches what a cash-out pays) with the curve rising
 * over time and multiplier axes, a rocket at its tip and each cash-out marked where it was taken;
 * after the crash, the curve red and a burst where it stopped. `now` is the room's clock (every frame,
 * or four times a second with reduced motion: the curve then steps, without easing).
 */
export function CrashCurve(props: {
  round: CrashRound;
  now: number;
  players?: readonly CrashPlayer[];
  myBet?: CrashMyBet | null;
}) {
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
  const crashed = round.phase === 'crashed';
  const axes = crashAxes(elapsedMs);
  const curve = curveOf(elapsedMs, axes);
  const ownCashOut = props.myBet?.roundNumber === round.roundNumber ? props.myBet.cashedOutAt : null;
  // Each multiplier someone cashed out at, once: the member's own is marked apart.
  const cashOuts = [
    ...new Set(
      (props.players ?? []).flatMap((player) => (player.cashedOutAt === null ? [] : [player.cashedOutAt])),
    ),
  ].filter((multiplier) => multiplier !== ownCashOut && multiplier <= curveAt(elapsedMs) * 10_000);
  const mark = (multiplier: number) => ({
    x: axes.x(elapsedMsFor(multiplier)),
    y: axes.y(multiplier / 10_000),
  });
  const tickLabel = (multiplier: number) =>
    formatMultiplierIn(Math.round(multiplier * 10_000), language, {
      fractionDigits: Number.isInteger(multiplier) ? 0 : 1,
    });
  return (
    <div
      className={styles.curveBox}
      role="img"
      aria-label={t('crash.curveLabel', { number: round.roundNumber })}
      data-phase={round.phase}
    >
      <svg
        className={styles.curve}
        viewBox={`0 0 ${box.width} ${box.height}`}
        aria-hidden="true"
        data-testid="crash-curve"
      >
        <g className={styles.axis}>
          <line x1={plot.left} y1={plot.bottom} x2={plot.right} y2={plot.bottom} />
          <line x1={plot.left} y1={plot.top} x2={plot.left} y2={plot.bottom} />
        </g>
        {axes.yTicks.map((value) => (
          <g key={`y${value}`}>
            <line
              className={styles.gridLine}
              x1={plot.left}
              x2={plot.right}
              y1={axes.y(value)}
              y2={axes.y(value)}
            />
            <text
              className={styles.tickText}
              x={plot.left - 1.5}
              y={axes.y(value)}
              textAnchor="end"
              dominantBaseline="central"
            >
              {tickLabel(value)}
            </text>
          </g>
        ))}
        <text
          className={styles.tickText}
          x={plot.left - 1.5}
          y={plot.bottom}
          textAnchor="end"
          dominantBaseline="central"
        >
          {tickLabel(1)}
        </text>
        {axes.xTicks.map((seconds) => (
          <text
            key={`x${seconds}`}
            className={styles.tickText}
            x={axes.x(seconds * 1000)}
            y={plot.bottom + 6}
            textAnchor="middle"
          >
            {t('crash.seconds', { seconds: formatNumber(seconds, language) })}
          </text>
        ))}
        {round.phase !== 'betting' && (
          <>
            <path d={curve.area} className={styles.curveArea[crashed ? 'crashed' : 'running']} />
            <path
              d={curve.line}
              className={styles.curveLine[crashed ? 'crashed' : 'running']}
              data-testid="crash-curve-line"
            />
            {cashOuts.map((multiplier) => {
              const at = mark(multiplier);
              return (
                <circle
                  key={multiplier}
                  className={styles.cashOutMark}
                  cx={at.x}
                  cy={at.y}
                  r={1.6}
                  data-cash-out={multiplier}
                />
              );
            })}
            {ownCashOut !== null && (
              <g data-cash-out={ownCashOut} data-own="true">
                <circle className={styles.ownCashOutMark} {...circleAt(mark(ownCashOut))} r={2.4} />
                <text
                  className={styles.cashOutText}
                  x={mark(ownCashOut).x}
                  y={mark(ownCashOut).y - 4}
                  textAnchor="middle"
                >
                  {formatMultiplier(ownCashOut, language)}
                </text>
              </g>
            )}
            {crashed ? (
              <g transform={`translate(${curve.tip.x.toFixed(2)} ${curve.tip.y.toFixed(2)})`}>
                <g className={styles.burst} data-testid="crash-burst">
                  <polygon className={styles.burstStar} points={burstPoints} />
                  <circle className={styles.burstRing} r={7} />
                </g>
              </g>
            ) : (
              <g
                transform={`translate(${curve.tip.x.toFixed(2)} ${curve.tip.y.toFixed(2)}) rotate(${curve.angle.toFixed(1)})`}
                data-testid="crash-rocket"
              >
                <path className={styles.flame} d="M-5,-1.4 L-9.5,0 L-5,1.4 Z" />
                <path className={styles.rocketBody} d="M-5,-2 L2,-2 Q5.5,0 2,2 L-5,2 Z" />
                <path className={styles.rocketFin} d="M-5,-2 L-6.5,-4 L-3,-2 Z M-5,2 L-6.5,4 L-3,2 Z" />
                <circle className={styles.rocketWindow} cx={0.3} cy={0} r={0.9} />
              </g>
            )}
          </>
        )}
      </svg>
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

const circleAt = (point: { x: number; y: number }) => ({ cx: point.x, cy: point.y });

/** A ten-pointed star around 0,0: the crash. */
const burstPoints = Array.from({ length: 20 }, (_, index) => {
  const radius = index % 2 === 0 ? 6 : 2.6;
  const angle = (index * Math.PI) / 10;
  return `${(radius * Math.cos(angle)).toFixed(2)},${(radius * Math.sin(angle)).toFixed(2)}`;
}).join(' ');
