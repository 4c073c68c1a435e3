import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@lotus/ui';
import { cell, numericCell } from '../../components/card-table.css.ts';

export {
  header,
  link,
  listHeader,
  muted,
  page,
  refreshing,
  title,
  visuallyHidden,
} from '../../components/page.css.ts';
export {
  body,
  cell,
  cellLabel,
  dateCell,
  headCell,
  headRow,
  numericHead,
  row,
  table,
} from '../../components/card-table.css.ts';

const desktop = 'screen and (min-width: 768px)';
const wide = 'screen and (min-width: 1100px)';
const focusRing = { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' };

/** The form beside the history on a wide screen, above it on a narrower one. */
export const columns = style({
  display: 'grid',
  gap: vars.space.lg,
  alignItems: 'start',
  minWidth: 0,
  '@media': { [wide]: { gridTemplateColumns: 'minmax(20rem, 25rem) minmax(0, 1fr)' } },
});

export const panel = style({
  display: 'grid',
  gap: vars.space.md,
  minWidth: 0,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  '@media': { [desktop]: { padding: vars.space.lg } },
});
export const panelTitle = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  ':focus-visible': focusRing,
});
export const stack = style({ display: 'grid', gap: vars.space.md, minWidth: 0 });

/**
 * Figures with their names: the balance and the limits, the confirmation's summary. A name and its
 * figure share a line; a figure that does not fit goes under its name, at the end.
 */
export const facts = style({
  display: 'grid',
  gap: vars.space.xs,
  margin: 0,
  padding: vars.space.sm,
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceSunken,
  fontSize: vars.fontSize.sm,
});
export const fact = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: `0 ${vars.space.md}`,
});
globalStyle(`${fact} dt`, { color: vars.color.textMuted });
globalStyle(`${fact} dd`, {
  margin: 0,
  marginInlineStart: 'auto',
  textAlign: 'end',
  fontWeight: vars.fontWeight.medium,
  fontVariantNumeric: 'tabular-nums',
  overflowWrap: 'anywhere',
});

export const fieldset = style({ margin: 0, padding: 0, border: 'none', display: 'grid', gap: vars.space.xs });
export const legend = style({ padding: 0, marginBottom: vars.space.xs, fontWeight: vars.fontWeight.medium });
export const choice = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: '2.75rem',
  padding: `0 ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  overflowWrap: 'anywhere',
  selectors: {
    '&:has(input:checked)': { borderColor: vars.color.primary, background: vars.color.surfaceSunken },
  },
});
globalStyle(`${choice} input`, {
  width: '1.125rem',
  height: '1.125rem',
  flexShrink: 0,
  accentColor: vars.color.primary,
});
globalStyle(`${choice} input:focus-visible`, focusRing);

// ---- The recipient picker ----

export const picker = style({ position: 'relative', display: 'grid', gap: vars.space.xs });
export const listbox = style({
  listStyle: 'none',
  margin: 0,
  padding: vars.space.xxs,
  display: 'grid',
  gap: vars.space.xxs,
  maxHeight: '16rem',
  overflowY: 'auto',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceRaised,
  boxShadow: vars.shadow.md,
  selectors: { '&[hidden]': { display: 'none' } },
});
export const option = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: `${vars.space.xxs} ${vars.space.sm}`,
  minHeight: '2.75rem',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  selectors: {
    '&[aria-selected="true"]': {
      outline: `2px solid ${vars.color.primary}`,
      outlineOffset: '-2px',
      background: vars.color.surfaceSunken,
    },
    '&:hover': { background: vars.color.surfaceSunken },
  },
});
export const optionAccount = style({ fontWeight: vars.fontWeight.bold, overflowWrap: 'anywhere' });
export const optionDetail = style({ color: vars.color.textMuted, fontSize: vars.fontSize.xs });
export const pickerNote = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  margin: 0,
  padding: vars.space.sm,
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceSunken,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

// ---- The confirmation and the result ----

export const summary = style({ margin: 0, fontSize: vars.fontSize.md, overflowWrap: 'anywhere' });
export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  justifyContent: 'flex-end',
});
export const done = style([panel, { borderColor: vars.color.success }]);

// ---- The history ----

/** The table scrolls sideways inside its panel rather than running out of it. */
export const tableFrame = style({ minWidth: 0, '@media': { [desktop]: { overflowX: 'auto' } } });
export const amountCell = style([numericCell, { fontWeight: vars.fontWeight.bold }]);
export const sent = style({ color: vars.color.danger });
export const received = style({ color: vars.color.success });
export const flow = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  whiteSpace: 'nowrap',
});

export const skeleton = style({ display: 'grid', gap: vars.space.sm });
export const counterpartyCell = style([cell, { textAlign: 'start', fontWeight: vars.fontWeight.regular }]);
/** A username and its relation stay whole on a desktop; a phone's narrow card breaks them. */
export const counterparty = style({
  fontWeight: vars.fontWeight.bold,
  overflowWrap: 'anywhere',
  '@media': { [desktop]: { whiteSpace: 'nowrap', overflowWrap: 'normal' } },
});
export const relation = style({
  whiteSpace: 'normal',
  maxWidth: '100%',
  '@media': { [desktop]: { whiteSpace: 'nowrap' } },
});
