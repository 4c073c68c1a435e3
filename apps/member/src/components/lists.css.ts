import { style } from '@vanilla-extract/css';
import { vars } from '@lotus/ui';

/** The filters above a paged list: selects and the period, as many to a row as fit. */
export const filters = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fit, minmax(10rem, 1fr))',
  alignItems: 'end',
});
/** A period filter's custom days: a row of their own under the filters, on the filters' columns. */
export const customRange = style({
  gridColumn: '1 / -1',
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'inherit',
  alignItems: 'end',
});
/** The entries of a paged list. */
export const entries = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.xs,
});
export const pager = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.md,
  fontSize: vars.fontSize.sm,
});

/** A list without bullets, its items a little apart (recent deposits and withdrawals, messages). */
export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.sm,
});
/** An entry of a list, in a box of its own. */
export const entry = style({
  display: 'grid',
  gap: vars.space.xxs,
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});
/** A line of an entry: its parts at both ends, wrapping when the line is too narrow. */
export const entryLine = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  gap: vars.space.sm,
  flexWrap: 'wrap',
});
/** One recent item: what and its state on the first line, the details under them. */
export const recentItem = style([entry, { gridTemplateColumns: '1fr auto' }]);
export const itemAmount = style({ fontWeight: vars.fontWeight.bold, fontVariantNumeric: 'tabular-nums' });
