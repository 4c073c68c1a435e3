import { globalStyle, keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@lotus/ui';

// Mines Gold's and Tower's tiles: a raised tile that flips to show a gem or a mine. Theme colours for
// the tile and the board (legible on the light theme's white card as on the dark one); the gem and
// the mine are drawn in their own colours. With reduced motion nothing flips or bursts: the tile
// simply shows its face.

const reduced = '(prefers-reduced-motion: reduce)';
const flipTime = '420ms';

/** The Mines board: a sunken tray the 5 × 5 tiles sit in. */
export const minesBoard = style({
  display: 'grid',
  gap: 'clamp(0.3rem, 1.6vw, 0.55rem)',
  width: '100%',
  maxWidth: '28rem',
  margin: '0 auto',
  padding: 'clamp(0.4rem, 2vw, 0.75rem)',
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceSunken,
  border: `1px solid ${vars.color.border}`,
});

export const tileButton = style({
  position: 'relative',
  aspectRatio: '1 / 1',
  minWidth: 0,
  padding: 0,
  border: 'none',
  background: 'transparent',
  font: 'inherit',
  cursor: 'pointer',
  perspective: '600px',
  borderRadius: vars.radius.md,
  selectors: {
    '&:disabled': { cursor: 'default' },
    '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: 2 },
  },
});

/** Tower's tiles: wider than tall. */
export const towerTileButton = style({ aspectRatio: 'auto', height: 'clamp(2.4rem, 9vw, 2.9rem)' });

export const flipper = style({
  position: 'absolute',
  inset: 0,
  transformStyle: 'preserve-3d',
  transition: `transform ${flipTime} cubic-bezier(0.3, 1.4, 0.5, 1)`,
  '@media': { [reduced]: { transition: 'none' } },
});
export const flipped = style({ transform: 'rotateY(180deg)' });

globalStyle(`${tileButton}:not(:disabled):hover ${flipper}`, {
  transform: 'translateY(-3px)',
  '@media': { [reduced]: { transform: 'none' } },
});

const face = style({
  position: 'absolute',
  inset: 0,
  display: 'grid',
  placeItems: 'center',
  borderRadius: vars.radius.md,
  backfaceVisibility: 'hidden',
  WebkitBackfaceVisibility: 'hidden',
  overflow: 'hidden',
});

/** The hidden side: a raised tile with a light top edge and a darker lip underneath. */
export const front = style([
  face,
  {
    background: `linear-gradient(160deg, color-mix(in srgb, ${vars.color.primary} 16%, ${vars.color.surfaceRaised}), ${vars.color.surfaceRaised} 55%, color-mix(in srgb, ${vars.color.text} 6%, ${vars.color.surfaceRaised}))`,
    border: `1px solid color-mix(in srgb, ${vars.color.primary} 35%, ${vars.color.border})`,
    boxShadow: `inset 0 1px 0 color-mix(in srgb, white 35%, transparent), 0 3px 0 color-mix(in srgb, ${vars.color.text} 22%, ${vars.color.border})`,
  },
]);
globalStyle(`${tileButton}:not(:disabled):hover ${front}`, {
  borderColor: vars.color.primary,
});

/** The little diamond mark in the middle of a hidden tile. */
export const frontMark = style({
  width: '22%',
  aspectRatio: '1 / 1',
  transform: 'rotate(45deg)',
  borderRadius: 2,
  background: `color-mix(in srgb, ${vars.color.primary} 30%, transparent)`,
});

const back = style([face, { transform: 'rotateY(180deg)' }]);
export const backFace = styleVariants({
  gem: [
    back,
    {
      background: `radial-gradient(circle at 50% 45%, color-mix(in srgb, ${vars.color.success} 32%, ${vars.color.surface}), color-mix(in srgb, ${vars.color.success} 12%, ${vars.color.surface}))`,
      border: `2px solid ${vars.color.success}`,
    },
  ],
  mine: [
    back,
    {
      background: `radial-gradient(circle at 50% 45%, color-mix(in srgb, ${vars.color.danger} 45%, ${vars.color.surface}), color-mix(in srgb, ${vars.color.danger} 18%, ${vars.color.surface}))`,
      border: `2px solid ${vars.color.danger}`,
    },
  ],
  /** What an unpicked tile hid, shown once the round is over: dimmed, no frame. */
  gemShown: [
    back,
    {
      background: vars.color.surface,
      border: `1px dashed ${vars.color.border}`,
      opacity: 0.45,
      filter: 'saturate(0.6)',
    },
  ],
  mineShown: [
    back,
    { background: vars.color.surface, border: `1px dashed ${vars.color.border}`, opacity: 0.6 },
  ],
});

export const art = style({ width: '68%', height: '68%', display: 'block' });
export const towerArt = style({ width: 'auto', height: '78%' });

const sparkle = keyframes({
  '0%': { transform: 'scale(0.2) rotate(0deg)', opacity: 0 },
  '40%': { opacity: 1 },
  '100%': { transform: 'scale(1.35) rotate(45deg)', opacity: 0 },
});
const burst = keyframes({
  '0%': { transform: 'scale(0.3)', opacity: 0.9 },
  '100%': { transform: 'scale(1.8)', opacity: 0 },
});
const shake = keyframes({
  '0%, 100%': { translate: '0 0' },
  '25%': { translate: '-3px 0' },
  '50%': { translate: '3px 0' },
  '75%': { translate: '-2px 0' },
});

/** The flash over a gem just found: four-pointed stars spinning out. */
export const sparkleFx = style({
  position: 'absolute',
  inset: '-10%',
  pointerEvents: 'none',
  background: `radial-gradient(circle, color-mix(in srgb, #fff6c8 90%, transparent) 0 8%, transparent 9%), conic-gradient(from 0deg, transparent 0 10%, #ffe48a 12%, transparent 14% 35%, #ffe48a 37%, transparent 39% 60%, #ffe48a 62%, transparent 64% 85%, #ffe48a 87%, transparent 89%)`,
  borderRadius: '50%',
  opacity: 0,
  animation: `${sparkle} 650ms ease-out ${flipTime} 1 both`,
  '@media': { [reduced]: { animation: 'none', display: 'none' } },
});

/** The blast over the mine hit: a red ring growing out, and the tile shaking. */
export const burstFx = style({
  position: 'absolute',
  inset: 0,
  pointerEvents: 'none',
  borderRadius: '50%',
  border: `4px solid ${vars.color.danger}`,
  background: `radial-gradient(circle, color-mix(in srgb, #ffb347 70%, transparent), transparent 65%)`,
  opacity: 0,
  animation: `${burst} 520ms ease-out ${flipTime} 1 both`,
  '@media': { [reduced]: { animation: 'none', display: 'none' } },
});
export const shaking = style({
  animation: `${shake} 300ms ease-in-out ${flipTime} 2`,
  '@media': { [reduced]: { animation: 'none' } },
});

/* Tower: floors stacked from the ground up, a roof with a flag on top. */

export const tower = style({
  display: 'grid',
  width: '100%',
  maxWidth: '26rem',
  margin: '0 auto',
});

export const roof = style({ display: 'block', width: '100%', height: 'auto', color: vars.color.primary });

export const floors = style({
  display: 'grid',
  gap: 4,
  padding: 6,
  borderRadius: `0 0 ${vars.radius.md} ${vars.radius.md}`,
  background: `repeating-linear-gradient(0deg, ${vars.color.surfaceSunken} 0 14px, color-mix(in srgb, ${vars.color.border} 60%, ${vars.color.surfaceSunken}) 14px 15px)`,
  borderInline: `6px solid color-mix(in srgb, ${vars.color.primary} 45%, ${vars.color.border})`,
  borderBottom: `8px solid color-mix(in srgb, ${vars.color.primary} 45%, ${vars.color.border})`,
});

const floorBase = style({
  display: 'grid',
  gridTemplateColumns: '2.25rem minmax(0, 1fr) 4.25rem',
  alignItems: 'center',
  gap: 6,
  padding: '3px 4px',
  borderRadius: vars.radius.sm,
  border: '2px solid transparent',
  transition: `background ${vars.motion.normal}, border-color ${vars.motion.normal}`,
  '@media': { [reduced]: { transition: 'none' } },
});
const glow = keyframes({
  '0%, 100%': { boxShadow: `0 0 0 0 color-mix(in srgb, ${vars.color.primary} 45%, transparent)` },
  '50%': { boxShadow: `0 0 0 4px color-mix(in srgb, ${vars.color.primary} 20%, transparent)` },
});
export const floor = styleVariants({
  above: [floorBase, { opacity: 0.8 }],
  current: [
    floorBase,
    {
      borderColor: vars.color.primary,
      background: `color-mix(in srgb, ${vars.color.primary} 14%, ${vars.color.surface})`,
      animation: `${glow} 1.6s ease-in-out infinite`,
      '@media': { [reduced]: { animation: 'none' } },
    },
  ],
  climbed: [floorBase, { background: `color-mix(in srgb, ${vars.color.success} 10%, transparent)` }],
  /** The floor a cash-out was taken on: gold frame. */
  cashed: [
    floorBase,
    {
      borderColor: vars.color.primary,
      background: `color-mix(in srgb, ${vars.color.primary} 26%, ${vars.color.surface})`,
    },
  ],
  trapped: [floorBase, { borderColor: vars.color.danger }],
});
export const floorTiles = style({ display: 'grid', gap: 6, minWidth: 0 });
export const floorNumber = style({
  display: 'grid',
  placeItems: 'center',
  height: '1.75rem',
  borderRadius: vars.radius.pill,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
});
export const floorPays = style({
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.xs,
  textAlign: 'right',
  color: vars.color.textMuted,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});
export const floorPaysStrong = style({ color: vars.color.text, fontWeight: vars.fontWeight.bold });
