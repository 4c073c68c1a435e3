import { style } from '@vanilla-extract/css';
import { vars } from '@lotus/ui';

// What the member's own pages (wallet, deposit, withdraw, bets, inbox, protection) share: the page
// column, its headings, the quiet text under them.

export const page = style({
  display: 'grid',
  gap: vars.space.lg,
  maxWidth: '48rem',
  margin: '0 auto',
  width: '100%',
});
export const title = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xl,
  color: vars.color.primary,
});
export const sectionTitle = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
});
/** A section title with room under it, for a card whose parts do not space themselves. */
export const spacedSectionTitle = style([
  sectionTitle,
  { marginBottom: vars.space.md, overflowWrap: 'anywhere' },
]);
export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
/** A paragraph without margins of its own, spaced by the grid it stands in. */
export const notice = style({ margin: 0 });
/** A section's or a form's parts, one under the other. */
export const stack = style({ display: 'grid', gap: vars.space.md });
