import { style } from '@vanilla-extract/css';
import { vars } from '@lotus/ui';

const desktop = 'screen and (min-width: 768px)';

/** On a desktop the search sits near the top, where the eye is after pressing the header's button. */
export const dialog = style({
  '@media': { [desktop]: { alignSelf: 'flex-start', marginTop: '8vh', maxHeight: '80dvh' } },
});

export const panel = style({ display: 'grid', gap: vars.space.xs, minHeight: 0 });

export const field = style({
  width: '100%',
  minHeight: '3rem',
  padding: `0 ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
  color: vars.color.text,
  font: 'inherit',
  fontSize: vars.fontSize.lg,
  selectors: {
    '&::placeholder': { color: vars.color.textMuted },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '1px' },
  },
});

export const hint = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const results = style({ display: 'grid', gap: vars.space.sm });

/** Heard, not seen: the list's count and the search's progress for screen readers. */
export const status = style({
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
});

export const center = style({ display: 'flex', justifyContent: 'center', padding: vars.space.lg });

export const listbox = style({ display: 'grid', gap: vars.space.md });

export const group = style({ display: 'grid', gap: vars.space.xxs });

export const groupHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  minHeight: '2rem',
});

export const groupTitle = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
});

export const clear = style({
  minHeight: '2.75rem',
  padding: `0 ${vars.space.sm}`,
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.primary,
  font: 'inherit',
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.surfaceSunken },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}` },
  },
});

export const option = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: '3rem',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: {
    '&[aria-selected="true"]': {
      background: vars.color.surfaceSunken,
      boxShadow: `inset 3px 0 0 ${vars.color.primary}`,
    },
  },
});

export const thumb = style({
  flexShrink: 0,
  width: '3rem',
  height: '2.25rem',
  objectFit: 'cover',
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceSunken,
});

export const icon = style({ flexShrink: 0, color: vars.color.textMuted });

export const text = style({ display: 'grid', minWidth: 0 });

export const name = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  fontWeight: vars.fontWeight.medium,
});

export const detail = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});
