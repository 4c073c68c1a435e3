import { style } from '@vanilla-extract/css';
import { vars } from '@lotus/ui';

const focusRing = { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' };

/** A page of the agent centre: its heading and lead, then its sections. */
export const page = style({ display: 'grid', gap: vars.space.lg, minWidth: 0 });
export const header = style({ display: 'grid', gap: vars.space.xs });
export const title = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xl,
  color: vars.color.primary,
});
export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

/** Read by screen readers, not shown. */
export const hiddenFromSight = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
} as const;
export const visuallyHidden = style(hiddenFromSight);

/** A link that reads as one, in the text of a page. */
export const link = style({
  color: vars.color.primary,
  fontWeight: vars.fontWeight.bold,
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
  overflowWrap: 'anywhere',
  ':focus-visible': focusRing,
});

/** A list's heading with its count beside it (under it when there is no room). */
export const listHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.xs,
});
/** The previous page stays while the next loads, quieter, so a click visibly did something. */
export const refreshing = style({ opacity: 0.6, transition: `opacity ${vars.motion.fast}` });
