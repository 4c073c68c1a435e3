import { style } from '@vanilla-extract/css';
import { vars } from '@lotus/ui';

export { list, pager } from '../../components/lists.css.ts';
export { muted, title } from '../../shell/page.css.ts';

export const page = style({ display: 'grid', gap: vars.space.lg, maxWidth: '44rem', margin: '0 auto' });
export const head = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  flexWrap: 'wrap',
});
export const message = style({ display: 'grid', gap: vars.space.xs, minWidth: 0 });
/** An opened message's words; `hidden` until opened (a display of its own would override it). */
export const messageBody = style({
  display: 'grid',
  gap: vars.space.xs,
  selectors: { '&[hidden]': { display: 'none' } },
});
export const messageHead = style({
  display: 'flex',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  flexWrap: 'wrap',
});
export const messageTitle = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  overflowWrap: 'anywhere',
});
/** The title as the message's opener: the heading's own look, the whole line pressable. */
export const opener = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: '2.75rem',
  padding: 0,
  border: 0,
  background: 'none',
  color: 'inherit',
  font: 'inherit',
  textAlign: 'start',
  cursor: 'pointer',
  overflowWrap: 'anywhere',
  ':focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
});
export const unreadTitle = style({ fontWeight: 700 });
export const readTitle = style({ fontWeight: 500 });
export const time = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, whiteSpace: 'nowrap' });
export const body = style({ margin: 0, overflowWrap: 'anywhere', whiteSpace: 'pre-line' });
export const actions = style({
  display: 'flex',
  gap: vars.space.xs,
  justifyContent: 'flex-end',
  flexWrap: 'wrap',
});
/** A way on from a message (a feedback reply to the feedback page), as tall as the buttons beside it. */
export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '2rem',
  color: vars.color.primary,
  fontSize: vars.fontSize.sm,
  marginInlineEnd: 'auto',
});
