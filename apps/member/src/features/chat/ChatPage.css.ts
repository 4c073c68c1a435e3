import { style } from '@vanilla-extract/css';
import { vars } from '@lotus/ui';

const desktop = 'screen and (min-width: 768px)';

export const head = style({ display: 'grid', gap: vars.space.xs });
export const quiet = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

/** The room: the messages above, the composer (or the notice that replaces it) below. */
export const room = style({ display: 'grid', gap: vars.space.md, minWidth: 0 });

export const skeletons = style({ display: 'grid', gap: vars.space.xs });

export const messagesArea = style({ position: 'relative', minWidth: 0 });

/**
 * The scrolling box. On a phone it takes what the screen leaves beside the header, the title and the
 * composer (so the composer stays in view), never less than 16rem; on a desktop a fixed height.
 */
export const scroller = style({
  height: 'max(16rem, calc(100dvh - 30rem))',
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  display: 'grid',
  alignContent: 'start',
  gap: vars.space.sm,
  padding: vars.space.xs,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
  ':focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 },
  '@media': { [desktop]: { height: '32rem', padding: vars.space.sm } },
});

export const listTop = style({ display: 'grid', justifyItems: 'center', gap: vars.space.xs });

export const list = style({
  display: 'grid',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  minWidth: 0,
});

export const line = style({
  display: 'grid',
  gap: vars.space.xxs,
  justifySelf: 'start',
  maxWidth: '85%',
  minWidth: 0,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
});

/** The reader's own lines stand on the right, in the brand colour's outline. */
export const mine = style({ justifySelf: 'end', borderColor: vars.color.primary });

export const lineHead = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: vars.space.xs,
  fontSize: vars.fontSize.xs,
});
export const author = style({ fontWeight: vars.fontWeight.bold, color: vars.color.text });
export const time = style({ color: vars.color.textMuted });

/** Plain text as typed: long words break rather than widen the page. */
export const text = style({
  margin: 0,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  color: vars.color.text,
});

/** The "new messages below" button, floating over the bottom of the box. */
export const jump = style({
  position: 'absolute',
  insetInline: 0,
  bottom: vars.space.sm,
  marginInline: 'auto',
  width: 'max-content',
  maxWidth: '90%',
  boxShadow: vars.shadow.md,
});

export const composer = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  alignItems: 'start',
  gap: vars.space.sm,
});
export const composerField = style({ minWidth: 0 });
/** Level with the input under the field's label. */
export const send = style({ marginTop: '1.75rem' });
export const refusal = style({
  gridColumn: '1 / -1',
  margin: 0,
  color: vars.color.danger,
  fontSize: vars.fontSize.sm,
});

export const notice = style({
  display: 'grid',
  gap: vars.space.xs,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.warning}`,
  background: vars.color.surface,
});
export const noticeTitle = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.bold });
export const noticeText = style({ margin: 0, fontSize: vars.fontSize.sm, overflowWrap: 'anywhere' });
export const noticeLink = style({ color: vars.color.primary, fontWeight: vars.fontWeight.medium });

export const visuallyHidden = style({
  position: 'absolute',
  width: 1,
  height: 1,
  margin: -1,
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
});
