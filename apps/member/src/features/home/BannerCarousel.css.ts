import { style } from '@vanilla-extract/css';

/** Banner artwork is 1600 x 500 (16:5): the space is held before an image arrives, so nothing jumps. */
const bannerAspect = '16 / 5';

/** The loading block: the size the banners will take. */
export const placeholder = style({ display: 'block', width: '100%', aspectRatio: bannerAspect });
