import { style } from '@vanilla-extract/css';
import { vars } from '@lotus/ui';
import { hiddenFromSight } from './page.css.ts';

const desktop = 'screen and (min-width: 768px)';
const phone = 'screen and (max-width: 767.98px)';

/**
 * A table on a desktop; on a phone each row is a card of its own, every figure under its column's
 * name (`cellLabel`; the table's semantics stay for assistive technology: the header row is only
 * hidden from sight).
 */
export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.sm,
  fontVariantNumeric: 'tabular-nums',
  '@media': { [phone]: { display: 'block' } },
});
/** On a phone the cards name their own figures: the header row is there for screen readers only. */
export const headRow = style({ '@media': { [phone]: hiddenFromSight } });
export const headCell = style({
  padding: `${vars.space.sm} ${vars.space.sm}`,
  textAlign: 'start',
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.medium,
  background: vars.color.surfaceSunken,
  whiteSpace: 'nowrap',
});
export const numericHead = style([headCell, { textAlign: 'end' }]);
export const body = style({ '@media': { [phone]: { display: 'grid', gap: vars.space.sm } } });
export const row = style({
  '@media': {
    [phone]: {
      display: 'grid',
      gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
      gap: `${vars.space.sm} ${vars.space.md}`,
      padding: vars.space.md,
      border: `1px solid ${vars.color.border}`,
      borderRadius: vars.radius.md,
      background: vars.color.surface,
    },
  },
});
export const cell = style({
  padding: vars.space.sm,
  verticalAlign: 'top',
  '@media': {
    [desktop]: { borderTop: `1px solid ${vars.color.border}` },
    [phone]: {
      display: 'grid',
      alignContent: 'start',
      gap: vars.space.xxs,
      padding: 0,
      minWidth: 0,
      overflowWrap: 'anywhere',
    },
  },
});
export const numericCell = style([
  cell,
  { '@media': { [desktop]: { textAlign: 'end', whiteSpace: 'nowrap' } } },
]);
export const dateCell = style([cell, { '@media': { [desktop]: { whiteSpace: 'nowrap' } } }]);
/** A column's name beside its figure, on a phone only (the header row names it on a desktop). */
export const cellLabel = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  '@media': { [desktop]: { display: 'none' } },
});
