import { style } from '@vanilla-extract/css';
import { vars } from '@lotus/ui';

const desktop = 'screen and (min-width: 768px)';

/** The agent types to choose from: one card a type, its name and what it is. */
export const choices = style({
  display: 'grid',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  border: 'none',
  minWidth: 0,
});
export const legend = style({
  padding: 0,
  marginBottom: vars.space.xs,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
});
export const choice = style({
  display: 'flex',
  gap: vars.space.sm,
  alignItems: 'flex-start',
  minHeight: '2.75rem',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  cursor: 'pointer',
  selectors: {
    '&:has(input:checked)': { borderColor: vars.color.primary, background: vars.color.surfaceSunken },
    '&:has(input:focus-visible)': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});
export const radio = style({
  accentColor: vars.color.primary,
  width: '1.125rem',
  height: '1.125rem',
  margin: `${vars.space.xxs} 0 0`,
  flex: 'none',
});
export const choiceText = style({ display: 'grid', gap: vars.space.xxs, minWidth: 0 });
export const choiceName = style({ fontWeight: vars.fontWeight.bold });
export const choiceWords = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const fieldError = style({ margin: 0, color: vars.color.danger, fontSize: vars.fontSize.sm });

/** The two tools: one above the other on a phone, side by side on a desktop. */
export const tools = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'minmax(0, 1fr)',
  alignItems: 'start',
  '@media': { [desktop]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});
export const tool = style({
  display: 'grid',
  gap: vars.space.md,
  padding: vars.space.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  minWidth: 0,
});
/** The server's answer to the last change, kept in view under the tool. */
export const answer = style({
  margin: 0,
  padding: vars.space.sm,
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceSunken,
  borderLeft: `3px solid ${vars.color.success}`,
  fontSize: vars.fontSize.sm,
  overflowWrap: 'anywhere',
});
/** A note that keeps its line breaks. */
export const note = style({ whiteSpace: 'pre-line' });
