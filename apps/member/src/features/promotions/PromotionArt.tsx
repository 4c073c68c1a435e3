import type { PromotionRule } from '@lotus/contract/promotions';
import type { JSX } from 'react';
import * as styles from './promotions.css.ts';

/**
 * A promotion's picture: a small drawing of its rule in the brand's gold and teal (an envelope for
 * the welcome bonus, matched coin stacks, a coin in turning arrows, a calendar of ticked days, a
 * trophy, a signed form). Decorative: the card's title and rule say what it is.
 */
export function PromotionArt(props: { rule: PromotionRule }) {
  const Drawing = drawings[props.rule];
  return (
    <svg viewBox="0 0 160 70" className={styles.artSvg} aria-hidden="true" focusable="false">
      <circle cx="22" cy="14" r="26" className={styles.artSoft} />
      <circle cx="142" cy="60" r="30" className={styles.artSoft} />
      <Drawing />
    </svg>
  );
}

function Coin(props: { x: number; y: number; r?: number }) {
  const r = props.r ?? 9;
  return (
    <g>
      <circle cx={props.x} cy={props.y} r={r} className={styles.artGold} />
      <circle cx={props.x} cy={props.y} r={r * 0.62} className={styles.artLine} />
    </g>
  );
}

function Stack(props: { x: number; bottom: number; count: number }) {
  const coins = Array.from({ length: props.count }, (_, index) => props.bottom - index * 6);
  return (
    <g>
      {coins.map((y) => (
        <g key={y}>
          <path d={`M${props.x - 14} ${y}v5a14 5 0 0 0 28 0v-5z`} className={styles.artGold} />
          <path d={`M${props.x - 14} ${y}v5a14 5 0 0 0 28 0v-5z`} className={styles.artShade} />
          <ellipse cx={props.x} cy={y} rx="14" ry="5" className={styles.artGold} />
        </g>
      ))}
    </g>
  );
}

/** Registration bonus: an opened envelope, a coin rising out of it. */
function Welcome() {
  return (
    <>
      <rect x="56" y="26" width="48" height="34" rx="4" className={styles.artTeal} />
      <path d="M56 30l24 16 24-16" className={styles.artLine} />
      <path d="M60 26l20-16 20 16z" className={styles.artTeal} />
      <path d="M60 26l20-16 20 16z" className={styles.artShade} />
      <Coin x={80} y={20} r={10} />
      <path d="M80 15v10M76 20h8" className={styles.artLine} />
      <path d="M40 20l4 4M38 34h6M120 18l-4 4M122 32h-6" className={styles.artGoldLine} />
    </>
  );
}

/** First deposit match: two equal stacks, one the deposit and one the bonus, an equals between. */
function Match() {
  return (
    <>
      <Stack x={58} bottom={56} count={5} />
      <path d="M76 38h8M76 44h8" className={styles.artTealLine} />
      <Stack x={102} bottom={56} count={5} />
      <circle cx="124" cy="18" r="9" className={styles.artTeal} />
      <path d="M120 22l8-8M120.5 15.5h.1M127.5 21.5h.1" className={styles.artLine} />
    </>
  );
}

/** Reload bonus: a coin inside two turning arrows. */
function Reload() {
  return (
    <>
      <path d="M58 35a22 22 0 0 1 38-15" className={styles.artTealLine} strokeWidth={5} />
      <path d="M98 13l-1 10-10-2z" className={styles.artTeal} />
      <path d="M102 35a22 22 0 0 1-38 15" className={styles.artTealLine} strokeWidth={5} />
      <path d="M62 57l1-10 10 2z" className={styles.artTeal} />
      <Coin x={80} y={35} r={12} />
      <path d="M80 29v12M76 33h6a2 2 0 0 1 0 4h-4" className={styles.artLine} />
    </>
  );
}

/** Daily sign-in: a calendar page with its first days ticked. */
function Calendar() {
  const cells = [0, 1, 2, 3, 4, 5, 6];
  return (
    <>
      <rect x="46" y="12" width="68" height="50" rx="5" className={styles.artSurface} />
      <rect x="46" y="12" width="68" height="12" rx="5" className={styles.artTeal} />
      <path d="M60 8v8M100 8v8" className={styles.artGoldLine} />
      {cells.map((cell) => {
        const x = 52 + (cell % 4) * 15;
        const y = 30 + Math.floor(cell / 4) * 15;
        return cell < 4 ? (
          <g key={cell}>
            <rect x={x} y={y} width="11" height="11" rx="2" className={styles.artGold} />
            <path d={`M${x + 2.5} ${y + 5.5}l2.5 2.5 4-5`} className={styles.artLine} />
          </g>
        ) : (
          <rect key={cell} x={x} y={y} width="11" height="11" rx="2" className={styles.artSoft} />
        );
      })}
    </>
  );
}

/** Turnover challenge: a trophy beside a rising bar. */
function Trophy() {
  return (
    <>
      <rect x="40" y="48" width="8" height="10" rx="1" className={styles.artTeal} />
      <rect x="52" y="40" width="8" height="18" rx="1" className={styles.artTeal} />
      <rect x="64" y="30" width="8" height="28" rx="1" className={styles.artTeal} />
      <path d="M88 12h28v10a14 14 0 0 1-28 0z" className={styles.artGold} />
      <path d="M88 16h-6a6 6 0 0 0 8 10M116 16h6a6 6 0 0 1-8 10" className={styles.artGoldLine} />
      <rect x="99" y="36" width="6" height="10" className={styles.artGold} />
      <rect x="92" y="46" width="20" height="6" rx="2" className={styles.artGold} />
      <rect x="92" y="46" width="20" height="6" rx="2" className={styles.artShade} />
      <path d="M96 18l6 6" className={styles.artLine} />
    </>
  );
}

/** Application: a form with a picture on it and a pen. */
function Form() {
  return (
    <>
      <rect x="58" y="8" width="44" height="56" rx="4" className={styles.artSurface} />
      <rect x="64" y="15" width="32" height="20" rx="2" className={styles.artTeal} />
      <path d="M66 33l8-9 6 6 4-4 10 7z" className={styles.artShade} />
      <circle cx="90" cy="20" r="3" className={styles.artGold} />
      <path d="M65 42h30M65 49h22M65 56h26" className={styles.artTealLine} strokeWidth={2} />
      <path d="M106 58l18-26 5 4-18 26-6 2z" className={styles.artGold} />
    </>
  );
}

const drawings: Record<PromotionRule, () => JSX.Element> = {
  registration_bonus: Welcome,
  first_deposit_match: Match,
  reload_bonus: Reload,
  daily_sign_in: Calendar,
  turnover_challenge: Trophy,
  application: Form,
};
