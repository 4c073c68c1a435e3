import { style } from '@vanilla-extract/css';
import { vars } from '@lotus/ui';

export const form = style({
  display: 'grid',
  gap: vars.space.md,
  minWidth: 'min(22rem, 100%)',
  textAlign: 'start',
});
export const formError = style({ margin: 0, color: vars.color.danger, fontSize: vars.fontSize.sm });
export const challengeTitle = style({ margin: 0, fontSize: vars.fontSize.lg });
export const challengeText = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const socialRow = style({ display: 'flex', gap: vars.space.sm });
