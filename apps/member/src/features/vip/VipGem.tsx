import { useId } from 'react';
import type { GemTier } from './vip-rules.ts';
import { gemOf } from './vip-rules.ts';
import * as styles from './vip.css.ts';

/** Each tier's light, body and deep tones (the art's own, the same in dark and light themes). */
const tones: Record<GemTier, [string, string, string]> = {
  quartz: ['#fde7ef', '#e7a3bd', '#8e4a66'],
  bronze: ['#f3c38f', '#c7844a', '#7a4520'],
  silver: ['#f4f7fa', '#b9c4cf', '#6c7a88'],
  gold: ['#fff1a8', '#e6b422', '#9a6b00'],
  emerald: ['#b8f5d2', '#2fbf71', '#116b3c'],
  sapphire: ['#bcd8ff', '#3a7bea', '#163f8c'],
  diamond: ['#ffffff', '#9fe3f5', '#4a8fb8'],
  ruby: ['#ffc2cc', '#e23b5a', '#7d0f26'],
};

/**
 * A level's gem: a cut stone in its tier's colours on a gold setting, a star of light on its table.
 * Decorative: the card's heading names the level.
 */
export function VipGem(props: { level: number; size?: 'md' | 'lg' }) {
  const id = useId().replace(/:/g, '');
  const tier = gemOf(props.level);
  const [light, body, deep] = tones[tier];
  return (
    <svg
      viewBox="0 0 96 96"
      className={props.size === 'lg' ? styles.gemLarge : styles.gem}
      aria-hidden="true"
      focusable="false"
      data-tier={tier}
    >
      <defs>
        <linearGradient id={`${id}-body`} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={light} />
          <stop offset="0.55" stopColor={body} />
          <stop offset="1" stopColor={deep} />
        </linearGradient>
        <linearGradient id={`${id}-ring`} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#fff1a8" />
          <stop offset="0.5" stopColor="#e6b422" />
          <stop offset="1" stopColor="#9a6b00" />
        </linearGradient>
      </defs>
      <circle cx="48" cy="50" r="42" fill="none" stroke={`url(#${id}-ring)`} strokeWidth="4" opacity="0.9" />
      {/* The crown: table, stars and upper girdle facets; then the pavilion down to the point. */}
      <path d="M28 30h40l14 16-34 38-34-38z" fill={`url(#${id}-body)`} />
      <path d="M28 30l8 16h24l8-16z" fill={light} opacity="0.55" />
      <path d="M14 46h68L48 84z" fill={deep} opacity="0.35" />
      <path d="M36 46l12 38 12-38" fill="none" stroke={light} strokeWidth="1.5" opacity="0.7" />
      <path
        d="M28 30l-14 16M68 30l14 16M36 46L28 30M60 46l8-16"
        stroke={light}
        strokeWidth="1.5"
        opacity="0.6"
      />
      <path d="M40 35l2 4 4 1-4 1-2 4-2-4-4-1 4-1z" fill="#ffffff" opacity="0.9" />
      {props.level >= 4 ? (
        <path d="M74 16l1.5 3 3 1.5-3 1.5-1.5 3-1.5-3-3-1.5 3-1.5z" fill="#fff1a8" />
      ) : null}
    </svg>
  );
}
