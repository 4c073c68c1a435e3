import { style } from '@vanilla-extract/css';
import { vars } from '@lotus/ui';

/** What the contracts and income pages add to the agent site's page: notes and lists of named figures (terms, a statement). */

export const note = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.xs });

export const skeleton = style({ display: 'grid', gap: vars.space.md });

export const facts = style({
  margin: 0,
  display: 'grid',
  gap: vars.space.sm,
  gridTemplateColumns: 'repeat(auto-fit, minmax(9rem, 1fr))',
});

export const fact = style({ display: 'grid', gap: vars.space.xxs, minWidth: 0 });

export const factName = style({ color: vars.color.textMuted, fontSize: vars.fontSize.xs });

export const factValue = style({
  margin: 0,
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
  overflowWrap: 'anywhere',
});

/** A figure among many (a statement's): quieter than a contract's few. */
export const factValueSmall = style([
  factValue,
  { fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.medium },
]);
