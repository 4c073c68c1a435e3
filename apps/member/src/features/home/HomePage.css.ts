import { style } from '@vanilla-extract/css';
import { vars } from '@lotus/ui';

const desktop = 'screen and (min-width: 768px)';

export const hero = style({ display: 'grid', gap: vars.space.lg, gridArea: 'hero', minWidth: 0 });
export const title = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xxl,
  color: vars.color.primary,
});
export const lead = style({
  color: vars.color.textMuted,
  lineHeight: vars.lineHeight.normal,
  margin: `${vars.space.md} 0`,
});
/**
 * The notices and banners across the top, then one column on a phone (welcome, jackpot, games, big
 * wins). From 768 px two: the welcome beside the jackpot, then the game rows beside the big wins, so
 * reading order and the eye agree.
 */
export const home = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gridTemplateAreas: '"top" "hero" "jackpot" "games" "winners"',
  gap: vars.space.xl,
  minWidth: 0,
  '@media': {
    [desktop]: {
      gridTemplateColumns: 'minmax(0, 2fr) minmax(17rem, 1fr)',
      gridTemplateAreas: '"top top" "hero jackpot" "games winners"',
      columnGap: vars.space.lg,
      alignItems: 'start',
    },
  },
});
export const jackpot = style({ gridArea: 'jackpot', display: 'grid', minWidth: 0, alignSelf: 'stretch' });
export const games = style({ gridArea: 'games', display: 'grid', gap: vars.space.xl, minWidth: 0 });
export const winners = style({ gridArea: 'winners', display: 'grid', minWidth: 0 });
/** The notice line over the banners, across the page (announcements: docs/announcements.md). */
export const top = style({ gridArea: 'top', display: 'grid', gap: vars.space.md, minWidth: 0 });
/** The signed-in welcome's place while its code loads (straight after the frame, on a reload). */
export const welcomePlaceholder = style({ display: 'grid', gap: vars.space.lg });
