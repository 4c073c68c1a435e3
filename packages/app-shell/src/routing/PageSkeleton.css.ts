import { style } from '@vanilla-extract/css';
import { vars } from '@lotus/ui';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: `${vars.space.lg} ${vars.space.md}`,
  maxWidth: '60rem',
  margin: '0 auto',
  width: '100%',
  boxSizing: 'border-box',
});

export const blocks = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(9rem, 1fr))',
  gap: vars.space.sm,
});
