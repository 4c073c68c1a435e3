import { style } from '@vanilla-extract/css';
import { vars } from '@lotus/ui';

export const root = style({ position: 'relative', display: 'inline-flex' });
export const trigger = style({ display: 'inline-flex', alignItems: 'center', gap: '0.375rem' });
export const icon = style({ width: '1.25rem', height: '1.25rem', flexShrink: 0 });
// A phone's header keeps the headset alone; the name stays for screen readers.
export const label = style({
  '@media': {
    'screen and (max-width: 599px)': {
      position: 'absolute',
      width: '1px',
      height: '1px',
      overflow: 'hidden',
      clipPath: 'inset(50%)',
      whiteSpace: 'nowrap',
    },
  },
});
export const menu = style({
  position: 'absolute',
  top: `calc(100% + ${vars.space.xs})`,
  right: 0,
  zIndex: vars.zIndex.overlay,
  minWidth: '12rem',
  maxWidth: 'calc(100vw - 2rem)',
  margin: 0,
  padding: vars.space.xs,
  listStyle: 'none',
  display: 'grid',
  gap: vars.space.xxs,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.md,
});
export const menuTitle = style({
  margin: 0,
  padding: `${vars.space.xxs} ${vars.space.xs}`,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});
