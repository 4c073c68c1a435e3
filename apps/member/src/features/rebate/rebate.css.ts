import { style } from '@vanilla-extract/css';
import { vars } from '@lotus/ui';

export { muted, notice, sectionTitle, stack, title } from '../../shell/page.css.ts';

const desktop = 'screen and (min-width: 768px)';

export const page = style({
  display: 'grid',
  gap: vars.space.lg,
  maxWidth: '56rem',
  margin: '0 auto',
  width: '100%',
  minWidth: 0,
});

/** The member's rates and what waits to be claimed, side by side on a desktop. */
export const overview = style({
  display: 'grid',
  gap: vars.space.md,
  '@media': { [desktop]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)', alignItems: 'start' } },
});
export const panel = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  minWidth: 0,
});
export const claimPanel = style([
  panel,
  {
    borderColor: vars.color.primary,
    background: `linear-gradient(150deg, ${vars.color.surfaceRaised}, ${vars.color.surface})`,
  },
]);
export const bigFigure = style({
  margin: 0,
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.primary,
  fontVariantNumeric: 'tabular-nums',
  overflowWrap: 'anywhere',
});
export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.fontSize.sm });
export const headCell = style({
  textAlign: 'start',
  padding: `${vars.space.xs} ${vars.space.xs}`,
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.medium,
  borderBlockEnd: `1px solid ${vars.color.border}`,
});
export const cell = style({
  padding: `${vars.space.xs} ${vars.space.xs}`,
  borderBlockEnd: `1px solid ${vars.color.border}`,
});
export const numberCell = style([cell, { textAlign: 'end', fontVariantNumeric: 'tabular-nums' }]);
export const numberHead = style([headCell, { textAlign: 'end' }]);

/** The history: one card a rebate, its amount and status (and claim) at the end. */
export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.sm });
export const entry = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  gap: vars.space.sm,
  alignItems: 'center',
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});
export const entryTitle = style({ margin: 0, fontWeight: vars.fontWeight.bold, overflowWrap: 'anywhere' });
export const entryEnd = style({ display: 'grid', gap: vars.space.xxs, justifyItems: 'end' });
export const amount = style({
  fontWeight: vars.fontWeight.bold,
  color: vars.color.success,
  fontVariantNumeric: 'tabular-nums',
});
export const actionLink = style({ color: vars.color.primary, fontWeight: vars.fontWeight.bold });
export const refusal = style({ margin: 0, color: vars.color.danger, fontSize: vars.fontSize.sm });
