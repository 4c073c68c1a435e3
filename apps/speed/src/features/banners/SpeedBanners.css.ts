import { style } from '@vanilla-extract/css';
import { vars } from '@lotus/ui';

// 16:5 like the banner artwork, so nothing jumps when the images arrive; with room below for the
// carousel's controls (a 2.75 rem row under a small gap).
export const placeholder = style({
  aspectRatio: '16 / 5',
  width: '100%',
  marginBottom: `calc(2.75rem + ${vars.space.xs})`,
});
export const frame = style({ width: '100%', minWidth: 0 });
