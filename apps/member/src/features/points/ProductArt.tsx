import type { ProductKind } from '@lotus/contract/points';
import type { JSX } from 'react';
import * as styles from './points.css.ts';

/**
 * A product's picture: its own image when it has one, else a small drawing of its kind in the
 * brand's gold and teal (a stack of coins, a ticket, a phone card, a gift box). Decorative: the
 * card's name says what it is.
 */
export function ProductArt(props: { kind: ProductKind; imageUrl: string | null }) {
  if (props.imageUrl) {
    return <img src={props.imageUrl} alt="" className={styles.artImage} loading="lazy" />;
  }
  const Drawing = drawings[props.kind];
  return (
    <svg viewBox="0 0 120 90" className={styles.artSvg} aria-hidden="true" focusable="false">
      <Drawing />
    </svg>
  );
}

function Coins() {
  // Three coins stacked, a fourth leaning beside them.
  const coin = (y: number) => (
    <g key={y}>
      <path d={`M34 ${y}v8a22 8 0 0 0 44 0v-8z`} className={styles.artGold} />
      <path d={`M34 ${y}v8a22 8 0 0 0 44 0v-8z`} className={styles.artShade} />
      <ellipse cx="56" cy={y} rx="22" ry="8" className={styles.artGold} />
      <ellipse cx="56" cy={y} rx="14" ry="4.5" className={styles.artLine} />
    </g>
  );
  return (
    <>
      {[66, 54, 42].map(coin)}
      <circle cx="90" cy="58" r="17" className={styles.artTeal} />
      <circle cx="90" cy="58" r="11" className={styles.artLine} />
      <path d="M90 50v16M86 53h6a3 3 0 0 1 0 6h-4a3 3 0 0 0 0 6h6" className={styles.artLine} />
    </>
  );
}

function Ticket() {
  return (
    <>
      <path
        d="M18 24h84a4 4 0 0 1 4 4v10a8 8 0 0 0 0 16v10a4 4 0 0 1-4 4H18a4 4 0 0 1-4-4V54a8 8 0 0 0 0-16V28a4 4 0 0 1 4-4z"
        className={styles.artTeal}
      />
      <path d="M80 28v36" className={styles.artLine} strokeDasharray="4 4" />
      <circle cx="36" cy="38" r="5" className={styles.artShade} />
      <circle cx="56" cy="56" r="5" className={styles.artShade} />
      <path d="M58 34 34 60" className={styles.artLine} />
      <rect x="86" y="36" width="8" height="20" rx="2" className={styles.artGold} />
    </>
  );
}

function PhoneCard() {
  return (
    <>
      <rect x="38" y="10" width="44" height="72" rx="8" className={styles.artSurface} />
      <rect x="43" y="18" width="34" height="50" rx="3" className={styles.artTeal} />
      <rect x="52" y="28" width="16" height="12" rx="2" className={styles.artGold} />
      <path d="M52 34h16M60 28v12" className={styles.artLine} />
      <path d="M50 52h20M50 58h12" className={styles.artLine} />
      <circle cx="60" cy="75" r="3" className={styles.artGold} />
      <path d="M88 30a14 14 0 0 1 0 20M94 24a22 22 0 0 1 0 32" className={styles.artGoldLine} />
    </>
  );
}

function GiftBox() {
  return (
    <>
      <rect x="26" y="40" width="68" height="40" rx="4" className={styles.artTeal} />
      <rect x="22" y="30" width="76" height="14" rx="3" className={styles.artTeal} />
      <rect x="22" y="30" width="76" height="14" rx="3" className={styles.artShade} />
      <rect x="54" y="30" width="12" height="50" className={styles.artGold} />
      <path
        d="M60 30c-6-12-22-16-24-6-1 6 10 7 24 6zM60 30c6-12 22-16 24-6 1 6-10 7-24 6z"
        className={styles.artGold}
      />
      <circle cx="60" cy="30" r="4" className={styles.artGold} />
      <circle cx="60" cy="30" r="4" className={styles.artShade} />
    </>
  );
}

const drawings: Record<ProductKind, () => JSX.Element> = {
  cash: Coins,
  coupon: Ticket,
  life_service: PhoneCard,
  gift: GiftBox,
};
