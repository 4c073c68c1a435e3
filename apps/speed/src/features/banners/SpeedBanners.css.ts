import { style } from '@vanilla-extract/css';

export const frame = style({ width: '100%', minWidth: 0 });
