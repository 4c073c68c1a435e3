import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '@lotus/ui';

export { muted, notice, sectionTitle, stack, title } from '../../shell/page.css.ts';

const desktop = 'screen and (min-width: 768px)';
const reducedMotion = '(prefers-reduced-motion: reduce)';

/** The VIP page's column: wide enough for three level cards side by side on a desktop. */
export const page = style({
  display: 'grid',
  gap: vars.space.lg,
  maxWidth: '64rem',
  margin: '0 auto',
  width: '100%',
  minWidth: 0,
});

/** The member's own level: a card lit in gold, the gem beside the figures on a desktop. */
export const hero = style({
  display: 'grid',
  gap: vars.space.md,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.primary}`,
  background: `radial-gradient(120% 140% at 0% 0%, color-mix(in srgb, ${vars.color.primary} 22%, transparent), transparent 60%), ${vars.color.surfaceRaised}`,
  boxShadow: vars.shadow.md,
  '@media': { [desktop]: { gridTemplateColumns: 'auto 1fr', alignItems: 'start', columnGap: vars.space.xl } },
});
export const heroHead = style({
  display: 'grid',
  gap: vars.space.xs,
  justifyItems: 'center',
  textAlign: 'center',
});
export const levelName = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.primary,
  overflowWrap: 'anywhere',
});
export const levelTag = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
  color: vars.color.textMuted,
});

const shine = keyframes({
  '0%': { filter: 'drop-shadow(0 0 0 transparent)' },
  '50%': { filter: `drop-shadow(0 0 10px color-mix(in srgb, ${vars.color.primary} 60%, transparent))` },
  '100%': { filter: 'drop-shadow(0 0 0 transparent)' },
});
export const gem = style({ width: '4rem', height: '4rem', flexShrink: 0 });
export const gemLarge = style({
  width: '7rem',
  height: '7rem',
  animation: `${shine} 3.2s ease-in-out infinite`,
  '@media': { [reducedMotion]: { animation: 'none' } },
});

/** One figure towards a goal: its label and numbers over a bar. */
export const meter = style({ display: 'grid', gap: vars.space.xxs });
export const meterHead = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: vars.space.xs,
  fontSize: vars.fontSize.sm,
});
export const meterLabel = style({ fontWeight: vars.fontWeight.bold });
export const meterFigures = style({ fontVariantNumeric: 'tabular-nums', overflowWrap: 'anywhere' });
export const track = style({
  height: '0.625rem',
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceSunken,
  border: `1px solid ${vars.color.border}`,
  overflow: 'hidden',
});
export const fill = style({
  height: '100%',
  borderRadius: vars.radius.pill,
  background: `linear-gradient(90deg, ${vars.color.primaryHover}, ${vars.color.primary})`,
  transition: `width ${vars.motion.normal} ease-out`,
});
export const goals = style({ display: 'grid', gap: vars.space.md, minWidth: 0 });
export const goalTitle = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.bold });

/** Every level: one card each, in a grid that is one column on a phone. */
export const levels = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 17rem), 1fr))',
});
export const card = style({
  display: 'grid',
  gap: vars.space.sm,
  alignContent: 'start',
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: `linear-gradient(160deg, ${vars.color.surfaceRaised}, ${vars.color.surface})`,
  minWidth: 0,
});
export const cardCurrent = style({
  borderColor: vars.color.primary,
  boxShadow: `0 0 0 1px ${vars.color.primary}, ${vars.shadow.md}`,
});
export const cardHead = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, minWidth: 0 });
export const cardTitle = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  overflowWrap: 'anywhere',
});
export const facts = style({
  margin: 0,
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  gap: `${vars.space.xxs} ${vars.space.sm}`,
  fontSize: vars.fontSize.sm,
});
export const factName = style({ color: vars.color.textMuted, whiteSpace: 'nowrap' });
export const factValue = style({
  margin: 0,
  textAlign: 'end',
  fontWeight: vars.fontWeight.medium,
  fontVariantNumeric: 'tabular-nums',
  overflowWrap: 'anywhere',
});
export const cardSection = style({
  margin: 0,
  paddingBlockStart: vars.space.xs,
  borderBlockStart: `1px dashed ${vars.color.border}`,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '0.06em',
  textTransform: 'uppercase',
  color: vars.color.textMuted,
});
/** A level's rates: the game, then rebate and cashback in two narrow columns of figures. */
export const rates = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.fontSize.sm });
export const rateHead = style({
  padding: `0 0 ${vars.space.xxs}`,
  paddingInlineStart: vars.space.sm,
  textAlign: 'end',
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.textMuted,
  whiteSpace: 'nowrap',
});
export const rateName = style({
  padding: '0.125rem 0',
  textAlign: 'start',
  fontWeight: vars.fontWeight.regular,
});
export const rateValue = style({
  padding: '0.125rem 0',
  paddingInlineStart: vars.space.sm,
  textAlign: 'end',
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});
/** Words for assistive technology only (a column's name the figures make plain to the eye). */
export const hidden = style({
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
});
export const actionLink = style({ color: vars.color.primary, fontWeight: vars.fontWeight.bold });
