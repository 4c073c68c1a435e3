import { style } from '@vanilla-extract/css';
import { vars } from '@lotus/ui';

export const link = style({
  position: 'relative',
  display: 'inline-grid',
  placeItems: 'center',
  width: '2.25rem',
  height: '2.25rem',
  flexShrink: 0,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  ':focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
});
export const badge = style({
  position: 'absolute',
  top: 0,
  right: 0,
  minWidth: '1.1rem',
  height: '1.1rem',
  padding: '0 0.25rem',
  borderRadius: vars.radius.pill,
  background: vars.color.primary,
  color: vars.color.onPrimary,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  lineHeight: '1.1rem',
  textAlign: 'center',
});
