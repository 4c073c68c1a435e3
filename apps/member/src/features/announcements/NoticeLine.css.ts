import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '@lotus/ui';

/** The line's buttons, which make its height. */
const lineButtonHeight = '2.5rem';

const focusVisible = { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 } as const;

export const line = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minWidth: 0,
  padding: `${vars.space.xxs} ${vars.space.xs} ${vars.space.xxs} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  fontSize: vars.fontSize.sm,
});

export const icon = style({ flex: 'none', width: '1.25rem', height: '1.25rem', color: vars.color.primary });

export const viewport = style({
  flex: '1 1 auto',
  minWidth: 0,
  overflow: 'hidden',
  // The text fades in and out at the edges instead of being cut.
  maskImage: 'linear-gradient(90deg, transparent, #000 1.5rem, #000 calc(100% - 1.5rem), transparent)',
});

const scroll = keyframes({
  from: { transform: 'translateX(0)' },
  // The track holds the list twice: half its width later, the second copy stands where the first began.
  to: { transform: 'translateX(-50%)' },
});

export const track = style({
  display: 'flex',
  width: 'max-content',
  animationName: scroll,
  animationTimingFunction: 'linear',
  animationIterationCount: 'infinite',
  selectors: {
    // Held while the pointer rests on it or the reader pressed pause.
    [`${viewport}:hover &`]: { animationPlayState: 'paused' },
  },
});

export const paused = style({ animationPlayState: 'paused' });

export const list = style({
  display: 'flex',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  whiteSpace: 'nowrap',
});

export const item = style({
  paddingInlineEnd: vars.space.xxl,
});

export const noticeTitle = style({ fontWeight: vars.fontWeight.bold, color: vars.color.text });

/** Reduced motion: the notices stand still, one under another. */
export const staticList = style({
  flex: '1 1 auto',
  display: 'grid',
  gap: vars.space.xxs,
  minWidth: 0,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  overflowWrap: 'anywhere',
});

export const actions = style({ display: 'flex', alignItems: 'center', gap: vars.space.xxs, flex: 'none' });

export const iconButton = style({
  display: 'inline-grid',
  placeItems: 'center',
  width: lineButtonHeight,
  height: lineButtonHeight,
  padding: 0,
  border: 0,
  borderRadius: vars.radius.pill,
  background: 'none',
  color: vars.color.text,
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.surfaceRaised },
    '&:focus-visible': focusVisible,
  },
});

export const allButton = style({
  minHeight: lineButtonHeight,
  padding: `0 ${vars.space.sm}`,
  border: 0,
  borderRadius: vars.radius.md,
  background: 'none',
  color: vars.color.primary,
  fontWeight: vars.fontWeight.medium,
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  selectors: {
    '&:hover': { textDecoration: 'underline' },
    '&:focus-visible': focusVisible,
  },
});

export const noticeList = style({
  display: 'grid',
  gap: vars.space.lg,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
export const listTitle = style({ margin: 0, fontSize: vars.fontSize.md, color: vars.color.text });
export const listContent = style({
  margin: `${vars.space.xxs} 0 0`,
  whiteSpace: 'pre-line',
  overflowWrap: 'anywhere',
  color: vars.color.textMuted,
});
/**
 * While the notices load: the line's height (its 2.5 rem buttons, its padding and border), as a
 * minimum, since the skeleton's own height is `auto`: nothing under it moves when the line comes.
 */
export const placeholder = style({
  display: 'block',
  minHeight: `calc(${lineButtonHeight} + 2 * ${vars.space.xxs} + 2px)`,
});
