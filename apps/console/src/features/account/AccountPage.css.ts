import { style } from '@vanilla-extract/css';
import { vars } from '@lotus/ui';

export const narrowForm = style({ display: 'grid', gap: vars.space.md, maxWidth: '28rem' });
export const tokenForm = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  alignItems: 'flex-end',
});
export const tokenName = style({ flex: '1 1 14rem', minWidth: 0, maxWidth: '24rem' });
export const tokenRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});
export const tokenText = style({ display: 'grid', gap: vars.space.xxs, minWidth: 0 });
