import { style } from '@vanilla-extract/css';
import { vars } from '@lotus/ui';

/** A square icon button of the header (search, menu): a 44 px touch target. */
export const headerIconButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '2.75rem',
  height: '2.75rem',
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.text,
  cursor: 'pointer',
  flexShrink: 0,
  selectors: {
    '&:hover': { background: vars.color.surfaceSunken },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});
