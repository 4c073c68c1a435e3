import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@lotus/ui';

// Dice's slider and rolling number, Limbo's climbing multiplier.

const reduced = '(prefers-reduced-motion: reduce)';
/** The slider's handle: the winning zone's edge and the roll's marker are placed along its travel. */
export const thumbSize = '1.75rem';

/** The slider's winning and losing parts. */
export const winColour = vars.color.success;
export const loseColour = vars.color.danger;

export const number = styleVariants({
  rolling: { color: vars.color.text },
  won: { color: vars.color.success },
  lost: { color: vars.color.danger },
});

export const sliderBox = style({
  position: 'relative',
  paddingTop: '2.75rem',
  minWidth: 0,
});

const thumb = {
  width: thumbSize,
  height: thumbSize,
  borderRadius: vars.radius.sm,
  background: `linear-gradient(180deg, ${vars.color.primaryHover}, ${vars.color.primary})`,
  border: `2px solid ${vars.color.surface}`,
  boxShadow: vars.shadow.md,
  cursor: 'grab',
};

export const slider = style({
  appearance: 'none',
  WebkitAppearance: 'none',
  display: 'block',
  width: '100%',
  height: '0.85rem',
  margin: 0,
  borderRadius: vars.radius.pill,
  cursor: 'pointer',
  selectors: {
    '&::-webkit-slider-thumb': { WebkitAppearance: 'none', ...thumb },
    '&::-moz-range-thumb': thumb,
    '&::-moz-range-track': { background: 'transparent' },
    '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: 4 },
  },
});

/** The roll on the track: a tag with the number, pointing down at its place. */
export const marker = style({
  position: 'absolute',
  top: 0,
  transform: 'translateX(-50%)',
  padding: `${vars.space.xxs} ${vars.space.xs}`,
  borderRadius: vars.radius.sm,
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  whiteSpace: 'nowrap',
  pointerEvents: 'none',
  selectors: {
    '&::after': {
      content: '""',
      position: 'absolute',
      left: '50%',
      bottom: '-0.4rem',
      marginLeft: '-0.4rem',
      borderInline: '0.4rem solid transparent',
      borderTop: '0.45rem solid currentColor',
    },
  },
});
export const markerTone = styleVariants({
  rolling: { background: vars.color.text, color: vars.color.text },
  won: { background: vars.color.success, color: vars.color.success },
  lost: { background: vars.color.danger, color: vars.color.danger },
});
/** The tag's text, on the tag's colour. */
export const markerText = style({ color: vars.color.surface });

export const scale = style({
  display: 'flex',
  justifyContent: 'space-between',
  marginTop: vars.space.xs,
  paddingInline: `calc(${thumbSize} / 2 - 0.5rem)`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  fontFamily: vars.font.mono,
});

/** The bet's figures under the slider: multiplier, target, win chance. */
export const figures = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: vars.space.xs,
});
export const figure = style({
  display: 'grid',
  gap: 2,
  minWidth: 0,
  padding: vars.space.xs,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
});
export const figureLabel = style({ color: vars.color.textMuted, fontSize: vars.fontSize.xs });
export const figureValue = style({
  fontFamily: vars.font.mono,
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.sm,
  overflowWrap: 'anywhere',
});

/* Limbo */

const pop = keyframes({
  '0%': { transform: 'scale(1)' },
  '40%': { transform: 'scale(1.12)' },
  '100%': { transform: 'scale(1)' },
});
export const limboStage = style({
  position: 'relative',
  display: 'grid',
  placeItems: 'center',
  gap: vars.space.sm,
  minHeight: '13rem',
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  overflow: 'hidden',
  background: `radial-gradient(ellipse at 50% 110%, color-mix(in srgb, ${vars.color.primary} 22%, transparent), transparent 60%), ${vars.color.surfaceSunken}`,
});
export const limboNumber = style({
  margin: 0,
  fontFamily: vars.font.mono,
  fontWeight: vars.fontWeight.bold,
  fontSize: 'clamp(2.5rem, 12vw, 4.5rem)',
  lineHeight: 1,
  fontVariantNumeric: 'tabular-nums',
});
export const landed = style({
  animation: `${pop} 320ms ease-out`,
  '@media': { [reduced]: { animation: 'none' } },
});
export const targetChip = style({
  display: 'inline-flex',
  gap: vars.space.xs,
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});
/** How far the climb got toward the target: a bar filling to the target's line. */
export const gauge = style({
  position: 'relative',
  width: '100%',
  maxWidth: '22rem',
  height: '0.5rem',
  borderRadius: vars.radius.pill,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  overflow: 'hidden',
});
export const gaugeFill = styleVariants({
  rolling: { position: 'absolute', insetBlock: 0, left: 0, background: vars.color.primary },
  won: { position: 'absolute', insetBlock: 0, left: 0, background: vars.color.success },
  lost: { position: 'absolute', insetBlock: 0, left: 0, background: vars.color.danger },
});
