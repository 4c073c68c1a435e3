import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@lotus/ui';

export const switchLine = style({
  margin: `${vars.space.md} 0 0`,
  textAlign: 'center',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});
/** "You were signed out" above the forms: the warning's colour on its edge, the words in the text colour. */
export const signedOut = style({
  display: 'grid',
  gap: vars.space.xxs,
  marginBottom: vars.space.md,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  borderLeft: `4px solid ${vars.color.warning}`,
  background: vars.color.surfaceSunken,
  fontSize: vars.fontSize.sm,
});
globalStyle(`${signedOut} p`, { margin: 0 });
export const signedOutTitle = style({ fontWeight: vars.fontWeight.bold, fontSize: vars.fontSize.md });
