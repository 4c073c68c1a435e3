import { style } from '@vanilla-extract/css';
import { vars } from '@lotus/ui';

const desktop = 'screen and (min-width: 768px)';

// The agent site's page frame, and the figure lists shared with the income page.
export { header, muted, page, title, visuallyHidden } from '../../components/page.css.ts';
export { fact, factName, facts, factValue, note, skeleton } from './figures.css.ts';

export const stack = style({ display: 'grid', gap: vars.space.xxs, minWidth: 0 });

// ---- The tabs and a kind's panel ----

/** The tabs: as wide as the page, never as wide as their labels (the tab list scrolls on a phone). */
export const content = style({ minWidth: 0 });

export const tabLabel = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs });
/** How many wait for the agent's answer: a count in a pill (its words for screen readers). */
export const waitingDot = style({
  display: 'inline-grid',
  placeItems: 'center',
  minWidth: '1.25rem',
  height: '1.25rem',
  paddingInline: vars.space.xxs,
  borderRadius: vars.radius.pill,
  background: vars.color.warning,
  color: vars.color.textInverse,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  lineHeight: 1,
});

export const panel = style({ display: 'grid', gap: vars.space.xl, minWidth: 0, paddingTop: vars.space.xs });
export const section = style({ display: 'grid', gap: vars.space.md, minWidth: 0 });
export const sectionHead = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});
export const sectionTitle = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
});
export const list = style({ display: 'grid', gap: vars.space.md, minWidth: 0 });
export const past = style({ display: 'grid', gap: vars.space.md, minWidth: 0 });
export const summary = style({
  cursor: 'pointer',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  paddingBlock: vars.space.xs,
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

// ---- A contract ----

export const card = style({
  display: 'grid',
  gap: vars.space.sm,
  minWidth: 0,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  '@media': { [desktop]: { padding: vars.space.lg } },
});
export const cardHead = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.xs,
});
export const cardTitle = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
  overflowWrap: 'anywhere',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' } },
});
export const dates = style({
  margin: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xxs} ${vars.space.md}`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
});

// ---- Terms ----

export const terms = style({ display: 'grid', gap: vars.space.xs, minWidth: 0 });
/** The tiers read as one table: on a wide screen they keep to a readable width. */
export const tiers = style({
  width: '100%',
  '@media': { [desktop]: { maxWidth: '48rem' } },
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.sm,
  fontVariantNumeric: 'tabular-nums',
});
export const tierHead = style({
  padding: `${vars.space.xs} ${vars.space.xs}`,
  textAlign: 'start',
  verticalAlign: 'bottom',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
  borderBottom: `1px solid ${vars.color.border}`,
});
export const tierHeadNumeric = style([tierHead, { textAlign: 'end' }]);
export const tierRow = style({
  selectors: { '&:not(:last-child)': { borderBottom: `1px solid ${vars.color.border}` } },
});
export const tierCell = style({
  padding: vars.space.xs,
  textAlign: 'start',
  fontWeight: vars.fontWeight.medium,
});
/** A figure never breaks inside itself: its column's heading wraps instead. */
export const tierNumeric = style({ padding: vars.space.xs, textAlign: 'end', whiteSpace: 'nowrap' });
export const tierRate = style([tierNumeric, { fontWeight: vars.fontWeight.bold, color: vars.color.primary }]);

// ---- Actions and the cancellation warning ----

export const actions = style({
  display: 'grid',
  gap: vars.space.sm,
  paddingTop: vars.space.sm,
  borderTop: `1px solid ${vars.color.border}`,
});
/** Where the contract stands between the two sides: whose answer it waits for. */
export const actionNote = style({ margin: 0, fontSize: vars.fontSize.sm });
export const buttons = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
export const warning = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.warning}`,
  background: vars.color.surfaceSunken,
});
export const warningTitle = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.warning,
});
export const warningText = style({ margin: 0, fontSize: vars.fontSize.sm, overflowWrap: 'anywhere' });

// ---- The new offer ----

export const offerForm = style([card, { borderColor: vars.color.primary, gap: vars.space.md }]);
export const fieldset = style({
  display: 'grid',
  gap: vars.space.sm,
  minWidth: 0,
  margin: 0,
  padding: 0,
  border: 0,
});
export const legend = style({
  padding: 0,
  marginBottom: vars.space.xxs,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
});
/** A tier's three figures: one under the other on a phone, side by side on a desktop. */
export const tierFields = style({
  display: 'grid',
  gap: vars.space.sm,
  minWidth: 0,
  margin: 0,
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceSunken,
  '@media': {
    [desktop]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr)) auto', alignItems: 'start' },
  },
});
export const tierLegend = style({
  padding: `0 ${vars.space.xxs}`,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.textMuted,
});
export const tierRemove = style({
  display: 'flex',
  justifyContent: 'flex-end',
  '@media': { [desktop]: { paddingTop: vars.space.lg } },
});
export const fieldPair = style({
  display: 'grid',
  gap: vars.space.sm,
  '@media': { [desktop]: { gridTemplateColumns: 'repeat(auto-fit, minmax(12rem, 1fr))' } },
});
export const narrowField = style({ '@media': { [desktop]: { maxWidth: '24rem' } } });
export const fieldProblem = style({ margin: 0, color: vars.color.danger, fontSize: vars.fontSize.sm });
export const inlineProblem = style({ display: 'grid', gap: vars.space.xs, justifyItems: 'start' });
