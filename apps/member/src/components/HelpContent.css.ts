import { style } from '@vanilla-extract/css';
import { vars } from '@lotus/ui';

// Text the operator writes in the help markup (help articles, the guide, the site pages), as elements.

export const link = style({
  color: vars.color.primary,
  textDecoration: 'underline',
  textUnderlineOffset: '0.15em',
  overflowWrap: 'anywhere',
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
    '&:hover': { color: vars.color.primaryHover },
  },
});

export const content = style({
  display: 'grid',
  gap: vars.space.sm,
  lineHeight: vars.lineHeight.normal,
  minWidth: 0,
});
export const paragraph = style({ margin: 0, overflowWrap: 'anywhere' });
export const list = style({
  margin: 0,
  paddingLeft: vars.space.lg,
  display: 'grid',
  gap: vars.space.xxs,
  overflowWrap: 'anywhere',
});
