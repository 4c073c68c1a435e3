import { style } from '@vanilla-extract/css';
import { vars } from '@lotus/ui';

export const page = style({ display: 'grid', justifyItems: 'center' });
export const title = style({
  margin: `0 0 ${vars.space.lg}`,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xl,
  color: vars.color.primary,
});
export const form = style({ display: 'grid', gap: vars.space.md, width: 'min(26rem, 100%)' });
/** The terms and privacy links in the agreement's label. */
export const termsLink = style({
  color: vars.color.primary,
  textDecoration: 'underline',
  textUnderlineOffset: '0.15em',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' } },
});
