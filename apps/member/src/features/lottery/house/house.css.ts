import { style } from '@vanilla-extract/css';
import { vars } from '@lotus/ui';

const desktop = 'screen and (min-width: 768px)';

/** The house game's page: its name, then the tabs. */
export const page = style({ display: 'grid', gap: vars.space.md, minWidth: 0 });

/** The Bet tab: the draws above the slip on a phone, beside it on a desktop. */
export const betPanel = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'minmax(0, 1fr)',
  paddingBlock: vars.space.md,
  '@media': { [desktop]: { gridTemplateColumns: 'minmax(14rem, 1fr) minmax(0, 2fr)', alignItems: 'start' } },
});

export const section = style({
  display: 'grid',
  gap: vars.space.sm,
  minWidth: 0,
  margin: 0,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});

export const legend = style({ fontWeight: vars.fontWeight.bold, padding: 0 });
export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const notice = style({ margin: 0, color: vars.color.warning, fontSize: vars.fontSize.sm });
/** The draw's closing now: in the countdown's place. */
export const closing = style([notice, { gridColumn: 2 }]);
export const errorText = style({ margin: 0, color: vars.color.danger, fontSize: vars.fontSize.sm });

/** A draw to choose: a radio with its station and date, the countdown under them (narrow on a phone). */
export const drawOption = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.sm,
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.border}`,
  cursor: 'pointer',
  selectors: {
    '&:has(input:checked)': { borderColor: vars.color.primary, background: vars.color.surfaceRaised },
    '&:has(input:focus-visible)': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 },
  },
});
export const countdown = style({
  gridColumn: 2,
  fontFamily: vars.font.mono,
  fontVariantNumeric: 'tabular-nums',
  fontWeight: vars.fontWeight.bold,
  color: vars.color.accent,
});

/** The row of choices (pick or code, the bet types): buttons that wrap on a phone. */
export const choices = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
export const choice = style({
  minHeight: '2.25rem',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceSunken,
  color: vars.color.text,
  font: 'inherit',
  fontSize: vars.fontSize.sm,
  cursor: 'pointer',
  selectors: {
    '&[aria-pressed="true"], &[aria-checked="true"]': {
      background: vars.color.primary,
      borderColor: vars.color.primary,
      color: vars.color.onPrimary,
    },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 },
  },
});

/** The 00–99 grid: ten across on a desktop, five on a phone (each cell at least a thumb wide). */
export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(5, minmax(0, 1fr))',
  gap: vars.space.xxs,
  '@media': { 'screen and (min-width: 480px)': { gridTemplateColumns: 'repeat(10, minmax(0, 1fr))' } },
});
export const cell = style([
  choice,
  { borderRadius: vars.radius.sm, padding: 0, minHeight: '2.5rem', fontFamily: vars.font.mono },
]);

export const row = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'end', gap: vars.space.sm });
export const pointsField = style({ maxWidth: '10rem' });

/** The slip's figures: the bets, the stake, the most it can win. */
export const figures = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  gap: `${vars.space.xxs} ${vars.space.md}`,
  margin: 0,
});
export const figureName = style({ color: vars.color.textMuted });
export const figureValue = style({
  margin: 0,
  textAlign: 'end',
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
});

/** The code box's text again, with what could not be read underlined. */
export const marked = style({
  margin: 0,
  padding: vars.space.sm,
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceSunken,
  fontFamily: vars.font.mono,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
});
export const badPart = style({
  textDecoration: `underline wavy ${vars.color.danger}`,
  textUnderlineOffset: 3,
  color: vars.color.danger,
  background: 'transparent',
});
export const lines = style({
  display: 'grid',
  gap: vars.space.xxs,
  margin: 0,
  paddingInlineStart: vars.space.lg,
});
export const problems = style({
  display: 'grid',
  gap: vars.space.xxs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
