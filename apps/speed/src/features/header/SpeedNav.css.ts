import { style } from '@vanilla-extract/css';
import { vars } from '@lotus/ui';

export const nav = style({ display: 'flex', gap: vars.space.xs, alignItems: 'center' });

export const item = style({ position: 'relative' });

export const trigger = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.pill,
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '0.03em',
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  selectors: {
    '&:hover': { borderColor: vars.color.primary, color: vars.color.primary },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
    '&[aria-disabled="true"]': { opacity: 0.6, cursor: 'not-allowed' },
  },
});

/** Shown while the item is hovered or focused: the QR code and title, or "not available yet". */
export const popover = style({
  position: 'absolute',
  top: 'calc(100% + 8px)',
  left: '50%',
  transform: 'translateX(-50%)',
  zIndex: vars.zIndex.overlay,
  display: 'none',
  gap: vars.space.xs,
  justifyItems: 'center',
  padding: vars.space.sm,
  minWidth: '9rem',
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.lg,
  color: vars.color.text,
  fontSize: vars.fontSize.xs,
  textAlign: 'center',
  selectors: {
    [`${item}:hover &, ${item}:focus-within &`]: { display: 'grid' },
  },
});
