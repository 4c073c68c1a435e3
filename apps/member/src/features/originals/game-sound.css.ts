import { style } from '@vanilla-extract/css';
import { vars } from '@lotus/ui';

/** The sound switch beside a game's name: a 44 px square touch target. */
export const soundToggle = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '2.75rem',
  height: '2.75rem',
  padding: 0,
  flexShrink: 0,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.textMuted,
  cursor: 'pointer',
  selectors: {
    '&[aria-pressed="true"]': { color: vars.color.primary, borderColor: vars.color.primary },
    '&:hover': { background: vars.color.surfaceSunken },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

/** A game's name with the sound switch at the end of its line. */
export const titleRow = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  minWidth: 0,
});
