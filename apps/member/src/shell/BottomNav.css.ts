import { style } from '@vanilla-extract/css';
import { vars } from '@lotus/ui';

const phone = 'screen and (max-width: 767.98px)';
/** The bar's height above the safe area (a phone's home indicator sits below it). */
const barHeight = '3.5rem';

/**
 * Holds the bar's height at the end of the page, so the footer and the page's last line scroll
 * clear of the fixed bar instead of under it.
 */
export const spacer = style({
  display: 'none',
  '@media': {
    [phone]: { display: 'block', height: `calc(${barHeight} + env(safe-area-inset-bottom, 0px))` },
  },
});
export const bar = style({
  display: 'none',
  '@media': {
    [phone]: {
      display: 'grid',
      gridTemplateColumns: 'repeat(5, minmax(0, 1fr))',
      position: 'fixed',
      insetInline: 0,
      bottom: 0,
      zIndex: vars.zIndex.header,
      height: `calc(${barHeight} + env(safe-area-inset-bottom, 0px))`,
      paddingBottom: 'env(safe-area-inset-bottom, 0px)',
      background: vars.color.surface,
      borderTop: `1px solid ${vars.color.border}`,
      boxShadow: vars.shadow.sm,
    },
  },
});
export const item = style({
  display: 'grid',
  justifyItems: 'center',
  alignContent: 'center',
  gap: '0.125rem',
  minWidth: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  textDecoration: 'none',
  selectors: {
    '&[aria-current="page"]': { color: vars.color.primary, fontWeight: vars.fontWeight.bold },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-2px' },
  },
});
export const label = style({
  maxWidth: '100%',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});
export const icon = style({ width: '1.375rem', height: '1.375rem' });
