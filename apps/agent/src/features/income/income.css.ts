import { style } from '@vanilla-extract/css';
import { vars } from '@lotus/ui';

const desktop = 'screen and (min-width: 768px)';

export const section = style({ display: 'grid', gap: vars.space.md, minWidth: 0 });

// ---- The payouts: a card each on a phone, a row each on a desktop ----

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.sm });
export const payout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  gap: `${vars.space.sm} ${vars.space.md}`,
  alignItems: 'center',
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  '@media': { [desktop]: { gridTemplateColumns: 'minmax(0, 1fr) auto auto', gap: vars.space.lg } },
});
export const payoutMain = style({
  display: 'grid',
  gap: vars.space.xxs,
  minWidth: 0,
  gridColumn: '1 / -1',
  '@media': { [desktop]: { gridColumn: 'auto' } },
});
export const payoutKind = style({ fontWeight: vars.fontWeight.bold });
export const payoutPeriod = style({ fontSize: vars.fontSize.sm, overflowWrap: 'anywhere' });
export const payoutFigures = style({
  display: 'grid',
  gap: vars.space.xxs,
  minWidth: 0,
  '@media': { [desktop]: { justifyItems: 'end', textAlign: 'end' } },
});
export const amount = style({
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});
/** Money paid reads as money in; a period that paid nothing stays quiet. */
export const amountPaid = style({ color: vars.color.success });
export const amountNone = style({ color: vars.color.textMuted });
export const payoutButton = style({ justifySelf: 'end' });

// ---- The statement ----

export const statement = style({ display: 'grid', gap: vars.space.md, minWidth: 0 });
/** The sum: the gross, each agent below taken off, the pay under a rule. */
export const sum = style({
  margin: 0,
  display: 'grid',
  gap: vars.space.xs,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
  fontSize: vars.fontSize.sm,
});
export const sumLine = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: `${vars.space.xxs} ${vars.space.md}`,
});
/** Each agent below under the sum taken off, indented and quieter. */
export const deductionLine = style([
  sumLine,
  { paddingInlineStart: vars.space.md, color: vars.color.textMuted, fontSize: vars.fontSize.xs },
]);
export const sumValue = style({ margin: 0, fontVariantNumeric: 'tabular-nums', marginInlineStart: 'auto' });
export const payLine = style([
  sumLine,
  {
    paddingTop: vars.space.xs,
    borderTop: `1px solid ${vars.color.border}`,
    fontWeight: vars.fontWeight.bold,
  },
]);
export const payValue = style([sumValue, { fontSize: vars.fontSize.lg, color: vars.color.success }]);
