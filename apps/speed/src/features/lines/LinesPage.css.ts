import { style } from '@vanilla-extract/css';
import { vars } from '@lotus/ui';

export const page = style({ display: 'grid', gap: vars.space.xl, minWidth: 0 });
export const columns = style({
  display: 'grid',
  gap: vars.space.lg,
  '@media': {
    'screen and (min-width: 768px)': {
      gridTemplateColumns: 'minmax(0, 2fr) minmax(16rem, 1fr)',
      alignItems: 'start',
    },
  },
});
export const aside = style({ display: 'grid', gap: vars.space.md });
