import { style } from '@vanilla-extract/css';
import { vars } from '@lotus/ui';

export { entry, entryLine } from '../../components/lists.css.ts';
export { muted, notice, page, stack, title } from '../../shell/page.css.ts';
export { sectionTitle } from '../../shell/page.css.ts';

/** After sending: the thanks and the 24-hour promise, in place of the form. */
export const sent = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.success}`,
  background: vars.color.surfaceSunken,
});

/** The member's own words and the operator's reply keep their line breaks, and long words wrap. */
export const text = style({ margin: 0, whiteSpace: 'pre-line', overflowWrap: 'anywhere' });

/** The operator's reply, set apart from the member's words. */
export const reply = style({
  display: 'grid',
  gap: vars.space.xxs,
  paddingInlineStart: vars.space.sm,
  borderInlineStart: `3px solid ${vars.color.primary}`,
});
export const replyLabel = style({ margin: 0, fontWeight: vars.fontWeight.bold, fontSize: vars.fontSize.sm });
