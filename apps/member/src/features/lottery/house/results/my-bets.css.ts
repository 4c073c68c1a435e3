import { style } from '@vanilla-extract/css';
import { vars } from '@lotus/ui';
import {
  entry as listEntry,
  entryLine as listEntryLine,
  filters as listFilters,
} from '../../../../components/lists.css.ts';

export const filters = style([listFilters, { maxWidth: '20rem' }]);
export const entry = style([listEntry, { gap: vars.space.xs, minWidth: 0 }]);
export const entryLine = style([listEntryLine, { minWidth: 0 }]);
export const entryTitle = style({ fontWeight: vars.fontWeight.bold, overflowWrap: 'anywhere' });
export const numbers = style({ fontFamily: vars.font.mono, letterSpacing: '0.04em' });
/** The bet's figures: two to a row on a phone, four on a desktop. */
export const figures = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.xs,
  margin: 0,
  '@media': { 'screen and (min-width: 768px)': { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' } },
});
export const figure = style({ display: 'grid', gap: vars.space.xxs, margin: 0, minWidth: 0 });
export const figureLabel = style({ color: vars.color.textMuted, fontSize: vars.fontSize.xs });
export const figureValue = style({
  margin: 0,
  fontWeight: vars.fontWeight.medium,
  fontVariantNumeric: 'tabular-nums',
  overflowWrap: 'anywhere',
});
export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.xs });
export const panel = style({ display: 'grid', gap: vars.space.md, minWidth: 0 });
