import { style } from '@vanilla-extract/css';
import { vars } from '@lotus/ui';

export { muted, title } from '../../shell/page.css.ts';

// A site page reads like a document: one column of at most about 70 characters.
export const page = style({
  display: 'grid',
  gap: vars.space.md,
  maxWidth: '44rem',
  margin: '0 auto',
  width: '100%',
  minWidth: 0,
});
/** Inside another page's column (the responsible-gaming page): its width, not a centred one of its own. */
export const embedded = style({ display: 'grid', gap: vars.space.md, minWidth: 0 });
export const body = style({ minWidth: 0, lineHeight: 1.65, overflowWrap: 'anywhere' });
export const link = style({
  color: vars.color.primary,
  textDecoration: 'underline',
  textUnderlineOffset: '0.15em',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' } },
});
