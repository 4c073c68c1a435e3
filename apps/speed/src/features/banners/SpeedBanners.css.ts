import { style } from '@vanilla-extract/css';
import { vars } from '@lotus/ui';

// 16:5 like the banner artwork, so nothing jumps when the images arrive.
// The carousel's bullets sit below the slides: the placeholder keeps room for them too.
export const placeholder = style({ aspectRatio: '16 / 5', width: '100%', marginBottom: '2rem' });
export const frame = style({ width: '100%', borderRadius: vars.radius.lg, overflow: 'hidden' });
