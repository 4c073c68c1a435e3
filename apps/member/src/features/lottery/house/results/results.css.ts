import { style } from '@vanilla-extract/css';
import { vars } from '@lotus/ui';

const desktop = 'screen and (min-width: 768px)';

/** A panel of the lottery's tabs: its controls, then what it shows. */
export const panel = style({ display: 'grid', gap: vars.space.md, minWidth: 0 });
export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const heading = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold });

/** The day chosen, between the previous and next day buttons (the field takes what is left). */
export const dayPicker = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr) auto',
  alignItems: 'end',
  gap: vars.space.xs,
  maxWidth: '28rem',
});

/** One station's (or one fast draw's) result. */
export const result = style({
  display: 'grid',
  gap: vars.space.sm,
  minWidth: 0,
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});
export const resultHead = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: vars.space.sm,
});
export const results = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.sm,
});

/** The prize board and its heads and tails: one under the other on a phone, side by side on a desktop. */
export const boardAndTable = style({
  display: 'grid',
  gap: vars.space.sm,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [desktop]: { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)', alignItems: 'start' } },
});

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontVariantNumeric: 'tabular-nums',
  fontSize: vars.fontSize.sm,
});
export const caption = style({
  textAlign: 'start',
  fontWeight: vars.fontWeight.medium,
  color: vars.color.textMuted,
  paddingBottom: vars.space.xxs,
});
export const headCell = style({
  padding: vars.space.xxs,
  textAlign: 'start',
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.medium,
  background: vars.color.surfaceSunken,
});
export const prizeCell = style({
  padding: vars.space.xs,
  textAlign: 'start',
  fontWeight: vars.fontWeight.medium,
  whiteSpace: 'nowrap',
  borderTop: `1px solid ${vars.color.border}`,
  width: '1%',
});
export const numbersCell = style({
  padding: vars.space.xs,
  borderTop: `1px solid ${vars.color.border}`,
});
/** A prize's numbers: as many to a line as fit, centred like a printed board. */
export const numbers = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: `${vars.space.xxs} ${vars.space.md}`,
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.md,
  letterSpacing: '0.04em',
});
/** The special prize stands out: larger, bold, in the brand's accent. */
export const specialRow = style({ background: vars.color.surfaceRaised });
export const specialNumber = style({
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.accent,
});
export const specialPrize = style({ color: vars.color.accent });

/** The heads and tails table: the digit in the middle, đầu and đuôi either side. */
export const digitCell = style({
  padding: vars.space.xxs,
  textAlign: 'center',
  fontWeight: vars.fontWeight.bold,
  borderTop: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceSunken,
  width: '2.5rem',
});
export const loCell = style({
  padding: vars.space.xxs,
  borderTop: `1px solid ${vars.color.border}`,
  fontFamily: vars.font.mono,
  overflowWrap: 'anywhere',
});

/** The verifier under a fast draw's board: the hash and seed wrap anywhere (64 hex characters). */
export const verifier = style({
  display: 'grid',
  gap: vars.space.xs,
  paddingTop: vars.space.sm,
  borderTop: `1px solid ${vars.color.border}`,
  minWidth: 0,
});
export const facts = style({ display: 'grid', gap: vars.space.xxs, margin: 0 });
export const factLabel = style({ color: vars.color.textMuted, fontSize: vars.fontSize.xs });
export const factValue = style({
  margin: 0,
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.xs,
  overflowWrap: 'anywhere',
});
export const verdicts = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.xxs,
});
export const verdict = style({ display: 'flex', gap: vars.space.xs, alignItems: 'baseline' });
export const pass = style({ color: vars.color.success, fontWeight: vars.fontWeight.bold });
export const fail = style({ color: vars.color.danger, fontWeight: vars.fontWeight.bold });
