import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { vars } from '@lotus/ui';

export { muted, notice, sectionTitle, stack, title } from '../../shell/page.css.ts';

const desktop = 'screen and (min-width: 768px)';

/** The promotions pages' column: as wide as the points mall, for the cards' grid. */
export const page = style({
  display: 'grid',
  gap: vars.space.lg,
  maxWidth: '64rem',
  margin: '0 auto',
  width: '100%',
  minWidth: 0,
});

/** The promotions pages' own tabs (activity centre, reward centre), wrapping on a narrow phone. */
export const pagesNav = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });
globalStyle(`${pagesNav} a`, {
  flexShrink: 0,
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.border}`,
  color: vars.color.textMuted,
  textDecoration: 'none',
  fontSize: vars.fontSize.sm,
  whiteSpace: 'nowrap',
});
globalStyle(`${pagesNav} a[aria-current="page"]`, {
  background: vars.color.primary,
  borderColor: vars.color.primary,
  color: vars.color.onPrimary,
  fontWeight: vars.fontWeight.bold,
});

/** The activity centre's cards: one to a row on a phone, as many as fit on a desktop. */
export const grid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': {
    'screen and (min-width: 560px)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    'screen and (min-width: 1024px)': { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  },
});
export const card = style({
  display: 'grid',
  gridTemplateRows: 'auto 1fr',
  height: '100%',
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  overflow: 'hidden',
});
export const art = style({
  position: 'relative',
  aspectRatio: '16 / 7',
  // The drawing sits under the rule's and the status's badges, not behind them.
  paddingTop: '1.75rem',
  display: 'grid',
  placeItems: 'center',
  background: `linear-gradient(135deg, ${vars.color.surfaceRaised}, ${vars.color.surfaceSunken})`,
});
export const artSvg = style({ width: '100%', height: '100%' });
export const artBadges = style({
  position: 'absolute',
  insetBlockStart: vars.space.xs,
  insetInlineStart: vars.space.xs,
  insetInlineEnd: vars.space.xs,
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: vars.space.xxs,
});
export const cardBody = style({
  display: 'grid',
  alignContent: 'start',
  gap: vars.space.xs,
  padding: vars.space.md,
  minWidth: 0,
});
export const cardTitle = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
  overflowWrap: 'anywhere',
});
export const cardTitleLink = style({ color: 'inherit', textDecoration: 'none' });
globalStyle(`${cardTitleLink}:hover, ${cardTitleLink}:focus-visible`, { textDecoration: 'underline' });
export const cardFoot = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.xs,
  marginTop: 'auto',
  paddingTop: vars.space.xs,
});
export const actionLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '2.25rem',
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: vars.color.primary,
  color: vars.color.onPrimary,
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.sm,
  textDecoration: 'none',
});
export const quietLink = style({ color: vars.color.primary, fontWeight: vars.fontWeight.medium });
export const statusLine = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

/** A challenge's progress: a bar and its figures. */
export const progress = style({ display: 'grid', gap: vars.space.xxs });
export const progressHead = style({
  display: 'flex',
  justifyContent: 'space-between',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  fontSize: vars.fontSize.sm,
});
export const progressFigures = style({
  fontVariantNumeric: 'tabular-nums',
  fontWeight: vars.fontWeight.bold,
});
export const progressTrack = style({
  height: '0.5rem',
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceSunken,
  border: `1px solid ${vars.color.border}`,
  overflow: 'hidden',
});
export const progressFill = style({
  height: '100%',
  borderRadius: vars.radius.pill,
  background: `linear-gradient(90deg, ${vars.color.accent}, ${vars.color.primary})`,
});

/** The sign-in ladder: seven steps in a row that scrolls on the narrowest phone. */
export const ladder = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(4.25rem, 1fr))',
  gap: vars.space.xxs,
});
export const ladderStep = style({
  display: 'grid',
  justifyItems: 'center',
  gap: '0.125rem',
  padding: `${vars.space.xxs} 0`,
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceSunken,
  fontSize: vars.fontSize.xs,
  fontVariantNumeric: 'tabular-nums',
});
export const ladderDone = style({
  background: vars.color.primary,
  borderColor: vars.color.primary,
  color: vars.color.onPrimary,
});
export const ladderNext = style({ borderColor: vars.color.accent, borderWidth: 2 });
export const ladderAmount = style({ fontWeight: vars.fontWeight.bold });
export const ladderCaption = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

/** What a claim paid and asks, under the card's action. */
export const claimedNote = style({
  display: 'grid',
  gap: '0.125rem',
  margin: 0,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
  borderInlineStart: `3px solid ${vars.color.success}`,
  fontSize: vars.fontSize.sm,
});
export const claimedAmount = style({ fontWeight: vars.fontWeight.bold, color: vars.color.success });

/** Art colours: the brand's gold and teal, on any theme. */
export const artGold = style({ fill: vars.color.primary });
export const artGoldLine = style({ fill: 'none', stroke: vars.color.primary, strokeWidth: 3 });
export const artTeal = style({ fill: vars.color.accent });
export const artTealLine = style({ fill: 'none', stroke: vars.color.accent, strokeWidth: 3 });
export const artShade = style({ fill: vars.color.onPrimary, opacity: 0.3 });
export const artLine = style({ fill: 'none', stroke: vars.color.onPrimary, strokeWidth: 3, opacity: 0.6 });
export const artSurface = style({
  fill: vars.color.surfaceRaised,
  stroke: vars.color.border,
  strokeWidth: 2,
});
export const artText = style({
  fill: vars.color.onPrimary,
  fontFamily: vars.font.heading,
  fontWeight: 700,
});
export const artSoft = style({ fill: vars.color.primary, opacity: 0.12 });

/** The detail page: the text and terms beside the action and form on a desktop. */
export const detailColumns = style({
  display: 'grid',
  gap: vars.space.lg,
  alignItems: 'start',
  '@media': { [desktop]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 24rem)' } },
});
export const detailArt = style([
  art,
  {
    borderRadius: vars.radius.lg,
    overflow: 'hidden',
    aspectRatio: '16 / 6',
    maxHeight: '15rem',
    width: '100%',
  },
]);
export const panel = style({
  selectors: { '&:empty': { display: 'none' } },
  display: 'grid',
  gap: vars.space.md,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  minWidth: 0,
});
export const terms = style({
  margin: 0,
  paddingInlineStart: vars.space.lg,
  display: 'grid',
  gap: vars.space.xs,
  lineHeight: vars.lineHeight.normal,
});
export const paragraph = style({ margin: 0, lineHeight: vars.lineHeight.normal, overflowWrap: 'anywhere' });
export const backLink = style({
  color: vars.color.primary,
  fontSize: vars.fontSize.sm,
  justifySelf: 'start',
});
export const facts = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xs} ${vars.space.lg}`,
  margin: 0,
});
export const fact = style({ display: 'grid', gap: '0.125rem' });
export const factLabel = style({ color: vars.color.textMuted, fontSize: vars.fontSize.xs });
export const factValue = style({
  margin: 0,
  fontWeight: vars.fontWeight.medium,
  fontVariantNumeric: 'tabular-nums',
});

/** The application form's images: previews in a row, each with its state and a remove button. */
export const images = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: vars.space.xs,
});
export const imageTile = style({
  position: 'relative',
  display: 'grid',
  gap: vars.space.xxs,
  padding: vars.space.xxs,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
  minWidth: 0,
});
export const imagePreview = style({
  width: '100%',
  aspectRatio: '1 / 1',
  objectFit: 'cover',
  borderRadius: vars.radius.sm,
  display: 'block',
});
export const imageState = style({ margin: 0, fontSize: vars.fontSize.xs, overflowWrap: 'anywhere' });
export const imageFailed = style([imageState, { color: vars.color.danger }]);
const sweep = keyframes({ from: { transform: 'translateX(-100%)' }, to: { transform: 'translateX(100%)' } });
export const uploadBar = style({
  position: 'relative',
  height: '0.25rem',
  borderRadius: vars.radius.pill,
  background: vars.color.border,
  overflow: 'hidden',
  selectors: {
    '&::after': {
      content: '""',
      position: 'absolute',
      inset: 0,
      background: vars.color.primary,
      animation: `${sweep} 1.1s ease-in-out infinite`,
    },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { selectors: { '&::after': { animation: 'none' } } } },
});
export const fileInput = style({
  position: 'absolute',
  width: 1,
  height: 1,
  opacity: 0,
  overflow: 'hidden',
});
export const pickRow = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });
export const pickLabel = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '2.25rem',
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  fontWeight: vars.fontWeight.medium,
  fontSize: vars.fontSize.sm,
  cursor: 'pointer',
});
globalStyle(`${fileInput}:focus-visible + ${pickLabel}`, {
  outline: `2px solid ${vars.color.focusRing}`,
  outlineOffset: 2,
});
export const pickDisabled = style({ opacity: 0.55, cursor: 'not-allowed' });
export const problems = style({
  margin: 0,
  paddingInlineStart: vars.space.md,
  color: vars.color.danger,
  fontSize: vars.fontSize.sm,
});
export const fieldset = style({ display: 'grid', gap: vars.space.xs, border: 'none', margin: 0, padding: 0 });
export const legend = style({ padding: 0, fontWeight: vars.fontWeight.medium, fontSize: vars.fontSize.sm });
export const done = style({ display: 'grid', gap: vars.space.xs });

/** Lists: the member's applications and the reward centre's grants. */
export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.sm });
export const record = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});
export const recordHead = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.xs,
});
export const recordTitle = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
  overflowWrap: 'anywhere',
});
export const recordFields = style({
  display: 'grid',
  gap: `${vars.space.sm} ${vars.space.md}`,
  margin: 0,
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  '@media': { [desktop]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' } },
});
/** Two columns whatever the width: a list in the detail page's side column. */
export const compactFields = style({
  display: 'grid',
  gap: `${vars.space.sm} ${vars.space.md}`,
  margin: 0,
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
});
export const recordField = style({ display: 'grid', gap: '0.125rem', minWidth: 0, alignContent: 'start' });
export const wideField = style([recordField, { gridColumn: '1 / -1' }]);
export const fieldLabel = style({ color: vars.color.textMuted, fontSize: vars.fontSize.xs });
export const fieldValue = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  overflowWrap: 'anywhere',
  fontVariantNumeric: 'tabular-nums',
});
export const gain = style({ color: vars.color.success, fontWeight: vars.fontWeight.bold });

/** The reward centre's head: the turnover still to bet, large, beside the total of bonuses. */
export const rewardsHead = style({
  display: 'grid',
  gap: vars.space.md,
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: `linear-gradient(135deg, ${vars.color.surfaceRaised}, ${vars.color.surface})`,
  '@media': { [desktop]: { gridTemplateColumns: 'minmax(0, 1fr) auto', alignItems: 'center' } },
});
export const turnoverFigure = style({
  margin: 0,
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.primary,
  fontVariantNumeric: 'tabular-nums',
  lineHeight: vars.lineHeight.tight,
  overflowWrap: 'anywhere',
});
export const turnoverClear = style([turnoverFigure, { color: vars.color.success }]);
export const headLinks = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  fontSize: vars.fontSize.sm,
});
globalStyle(`${headLinks} a`, { color: vars.color.primary });

/** Read by assistive technology, not shown: a badge's "Status:". */
export const visuallyHidden = style({
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
});
export const refusalLine = style({ margin: 0, color: vars.color.danger, fontSize: vars.fontSize.sm });
