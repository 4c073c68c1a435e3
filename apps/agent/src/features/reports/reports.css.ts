import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@lotus/ui';
import { cell, row } from '../../components/card-table.css.ts';

// The agent centre's page parts and its card tables, as every page of it has them.
export { header, link, muted, page, refreshing, title, visuallyHidden } from '../../components/page.css.ts';
export {
  body,
  cell,
  cellLabel,
  headCell,
  headRow,
  numericCell,
  numericHead,
  row,
  table,
} from '../../components/card-table.css.ts';

const desktop = 'screen and (min-width: 768px)';
const phone = 'screen and (max-width: 767.98px)';

/** The filters under the period: one under the other on a phone, side by side on a desktop. */
export const filters = style({
  display: 'grid',
  gap: vars.space.md,
  alignItems: 'end',
  '@media': { [desktop]: { gridTemplateColumns: 'repeat(auto-fit, minmax(14rem, 20rem))' } },
});
export const memberForm = style({ display: 'flex', gap: vars.space.xs, alignItems: 'end', minWidth: 0 });
export const memberField = style({ flex: 1, minWidth: 0 });
export const chosenMember = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  fontSize: vars.fontSize.sm,
});
export const matches = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
});
export const match = style({ listStyle: 'none' });
export const byToggle = style({
  display: 'flex',
  gap: vars.space.xs,
  flexWrap: 'wrap',
  border: 0,
  margin: 0,
  padding: 0,
  minWidth: 0,
});

export const section = style({ display: 'grid', gap: vars.space.md, minWidth: 0 });
export const skeleton = style({ display: 'grid', gap: vars.space.sm });

/** A table on a desktop; a card a row on a phone, each figure under its column's name. */
export const tableFrame = style({
  minWidth: 0,
  '@media': {
    [desktop]: {
      overflowX: 'auto',
      border: `1px solid ${vars.color.border}`,
      borderRadius: vars.radius.md,
      background: vars.color.surface,
    },
  },
});
export const totalsRow = style([
  row,
  {
    fontWeight: vars.fontWeight.bold,
    '@media': {
      [desktop]: { background: vars.color.surfaceSunken },
      [phone]: { background: vars.color.surfaceSunken, borderColor: vars.color.primary },
    },
  },
]);
/** The row's name (a day, an account, a level): the card's title on a phone. */
export const titleCell = style([
  cell,
  {
    textAlign: 'start',
    fontWeight: vars.fontWeight.bold,
    '@media': {
      [desktop]: { whiteSpace: 'nowrap' },
      [phone]: {
        gridColumn: '1 / -1',
        paddingBottom: vars.space.sm,
        borderBottom: `1px solid ${vars.color.border}`,
        overflowWrap: 'anywhere',
      },
    },
  },
]);
export const figure = style({ display: 'inline-grid', gap: vars.space.xxs, justifyItems: 'inherit' });

/** Money in or out, players lost or won: a word says it too, never the colour alone. */
export const sign = styleVariants({
  lost: { color: vars.color.success },
  won: { color: vars.color.danger },
  even: { color: vars.color.textMuted },
});
export const signWord = style({ fontSize: vars.fontSize.xs, fontWeight: vars.fontWeight.medium });
export const byChoice = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: '2.5rem',
  padding: `0 ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  cursor: 'pointer',
  ':focus-within': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
});
