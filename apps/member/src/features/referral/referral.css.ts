import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@lotus/ui';

export { muted, notice, page, sectionTitle, stack, title } from '../../shell/page.css.ts';

const desktop = 'screen and (min-width: 768px)';

/** A card of the page: its border and surface in either theme. */
export const card = style({
  display: 'grid',
  gap: vars.space.md,
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  minWidth: 0,
});

/** The invitation: the code and link beside the QR code on a desktop, above it on a phone. */
export const invite = style([
  card,
  {
    background: `linear-gradient(135deg, ${vars.color.surfaceRaised}, ${vars.color.surface})`,
    '@media': { [desktop]: { gridTemplateColumns: '1fr auto', alignItems: 'center' } },
  },
]);
export const inviteFacts = style({ display: 'grid', gap: vars.space.md, minWidth: 0 });
export const fact = style({ display: 'grid', gap: vars.space.xs, minWidth: 0 });
export const factLabel = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const codeValue = style({
  margin: 0,
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '0.15em',
  color: vars.color.primary,
  fontVariantNumeric: 'tabular-nums',
  overflowWrap: 'anywhere',
});
export const linkValue = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  overflowWrap: 'anywhere',
  userSelect: 'all',
});
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });
export const qr = style({ display: 'grid', justifyItems: 'center', gap: vars.space.xs, textAlign: 'center' });
export const qrHint = style({
  margin: 0,
  maxWidth: '16rem',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const rulesList = style({
  margin: 0,
  paddingInlineStart: vars.space.lg,
  display: 'grid',
  gap: vars.space.xs,
});

/** The totals: two to a row on a phone, in one row on a desktop. */
export const totals = style({
  display: 'grid',
  gap: vars.space.sm,
  margin: 0,
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  '@media': { [desktop]: { gridTemplateColumns: 'repeat(6, minmax(0, 1fr))' } },
});
export const total = style({
  display: 'grid',
  gap: vars.space.xxs,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
  minWidth: 0,
});
export const totalValue = style({
  margin: 0,
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
  overflowWrap: 'anywhere',
});

export const listHead = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});
export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.sm });
export const friend = style([
  card,
  {
    gap: vars.space.sm,
    '@media': { [desktop]: { gridTemplateColumns: '1fr auto', alignItems: 'center' } },
  },
]);
export const friendHead = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
});
export const friendName = style({ margin: 0, fontWeight: vars.fontWeight.bold });
export const progress = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md, margin: 0 });
globalStyle(`${progress} dt`, { color: vars.color.textMuted, fontSize: vars.fontSize.sm });
globalStyle(`${progress} dd`, { margin: 0, fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.bold });
export const progressItem = style({ display: 'flex', gap: vars.space.xxs, alignItems: 'baseline' });
export const reached = style({ color: vars.color.success });
export const friendEnd = style({
  display: 'grid',
  gap: vars.space.xs,
  justifyItems: 'start',
  '@media': { [desktop]: { justifyItems: 'end' } },
});
export const earned = style({ margin: 0, color: vars.color.success, fontWeight: vars.fontWeight.bold });
