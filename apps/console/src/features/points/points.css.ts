import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@lotus/ui';

const desktop = 'screen and (min-width: 768px)';

/** The head of an entry: its number and badges, wrapping on a phone. */
export const entryHead = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  alignItems: 'center',
});
/** Words a member or an operator wrote: their line breaks kept. */
export const note = style({ whiteSpace: 'pre-line' });

/** The username search above the queue: the field and its buttons side by side once there is room. */
export const search = style({
  display: 'grid',
  gap: vars.space.sm,
  alignItems: 'end',
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [desktop]: { gridTemplateColumns: 'minmax(0, 24rem) auto' } },
});

/** A product's form: its fields two to a row on a desktop, one on a phone. */
export const fields = style({
  display: 'grid',
  gap: vars.space.md,
  alignItems: 'start',
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [desktop]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});
/** One language's words of a product. */
export const language = style({
  display: 'grid',
  gap: vars.space.sm,
  margin: 0,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  minWidth: 0,
});
export const legend = style({
  padding: `0 ${vars.space.xxs}`,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
});

/** The head of the products: the title and the add button. */
export const sectionHead = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  alignItems: 'center',
  justifyContent: 'space-between',
});

/** The exchange-rate table: scrolls sideways inside itself if a phone is narrower than it. */
export const tableScroll = style({ overflowX: 'auto', maxWidth: '100%' });
export const table = style({
  width: '100%',
  tableLayout: 'fixed',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.sm,
});
globalStyle(`${table} th, ${table} td`, {
  padding: `${vars.space.xs} ${vars.space.xs}`,
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: 'left',
  verticalAlign: 'top',
});
globalStyle(`${table} thead th`, { color: vars.color.textMuted, fontWeight: vars.fontWeight.medium });
/** The type's column takes a third; the two figures share the rest, their inputs as wide as the cell. */
export const typeColumn = style({ width: '34%' });
export const input = style({ width: '100%', minWidth: 0 });
/** The table's form: a grid item that may be narrower than the table (which then scrolls inside). */
export const ratesForm = style({ minWidth: 0 });
export const unset = style({ color: vars.color.textMuted, fontSize: vars.fontSize.xs });
