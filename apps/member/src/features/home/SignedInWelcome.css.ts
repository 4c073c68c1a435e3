import { style } from '@vanilla-extract/css';
import { vars } from '@lotus/ui';

export const welcome = style({ display: 'grid', gap: vars.space.md, minWidth: 0 });
export const greeting = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xl,
  color: vars.color.primary,
  overflowWrap: 'anywhere',
});
export const balance = style({ display: 'grid', gap: vars.space.xxs, margin: 0 });
export const balanceLabel = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const balanceFigure = style({
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
  overflowWrap: 'anywhere',
});
/** Two lines held on a phone (where the advice wraps), so the buttons under it keep their place. */
export const next = style({
  margin: 0,
  color: vars.color.textMuted,
  lineHeight: vars.lineHeight.normal,
  '@media': { 'screen and (max-width: 767.98px)': { minHeight: `calc(2em * ${vars.lineHeight.normal})` } },
});
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
/** A link drawn as a button: the page it opens is the action. */
export const action = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '2.75rem',
  padding: `0 ${vars.space.lg}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  color: vars.color.text,
  fontWeight: vars.fontWeight.bold,
  textDecoration: 'none',
  selectors: {
    '&:hover': { borderColor: vars.color.primary },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});
export const primaryAction = style([
  action,
  {
    background: vars.color.primary,
    borderColor: vars.color.primary,
    color: vars.color.onPrimary,
    selectors: { '&:hover': { background: vars.color.primaryHover } },
  },
]);
/** A lane's height (a card: 4:3 art over 64 px of name, and the scroll gap), held while it loads. */
const laneHeight = {
  height: '194px',
  '@media': { 'screen and (min-width: 768px)': { height: '214px' } },
} as const;
export const recentPlaceholder = style(laneHeight);
/** No recent games yet: the hint in the lane's place, so the page below does not move. */
export const recentEmpty = style({
  ...laneHeight,
  display: 'grid',
  placeItems: 'center',
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px dashed ${vars.color.border}`,
  color: vars.color.textMuted,
  textAlign: 'center',
});
/** "Play money" over a free-play guest's balance, as wide as its words. */
export const playBadge = style({ justifySelf: 'start' });
